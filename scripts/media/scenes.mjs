// Hero video scenes. Each factory precomputes its seeded layout and returns
// `frame(t)` → { back, front } SVG markup in 1280×720 user units for loop
// phase t ∈ [0, 1):
//   back  — soft background wash and glows; rendered at low resolution and
//           upscaled (it is all gradients, so nothing is lost, and it is fast)
//   front — the crisp animated artwork, rendered at full resolution.
// A static vignette is composited over both (see video.mjs).
// Every motion is periodic in t (integer multiples of 2π, or wrap-around
// positions that travel a whole period), so the encoded videos loop seamlessly.
//
// Performance note: librsvg creates an offscreen layer for every element with
// `opacity`, so single shapes use fill-opacity / stroke-opacity instead.
import { C, TAU, f, glowDef, linDef, rng, smoothPath } from './lib.mjs';

export const W = 1280;
export const H = 720;

const wrap = (v, m) => ((v % m) + m) % m;
const clamp01 = (v) => Math.max(0, Math.min(1, v));
const fo = (v) => `fill-opacity="${f(v, 3)}"`;
const so = (v) => `stroke-opacity="${f(v, 3)}"`;

/** Wrap scene markup into a complete SVG document rendered at outW × outH. */
export function doc(inner, outW = W, outH = H) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${W} ${H}">${inner}</svg>`;
}

/** Static vignette, composited over every frame. */
export function vignetteSvg(outW = W, outH = H) {
  return doc(
    `<defs><radialGradient id="vig" cx="0.5" cy="0.45" r="0.78"><stop offset="0.5" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0.8"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#vig)"/>`,
    outW,
    outH,
  );
}

const BACK_DEFS =
  linDef('bg', 0, 0, 1, 1, [
    [0, C.navy],
    [0.55, C.ink],
    [1, '#070B17'],
  ]) +
  glowDef('gIndigo', C.indigo, 0.55) +
  glowDef('gViolet', C.violet600, 0.5) +
  glowDef('gCyan', C.cyan, 0.35);

/**
 * Background wash + slowly orbiting glows. `glows`: [{ g, x, y, rx, ry, dx, dy, ph, op }].
 */
function backdrop(t, glows) {
  let s = `<defs>${BACK_DEFS}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (const gl of glows) {
    const a = TAU * t + gl.ph;
    const x = gl.x + gl.dx * Math.cos(a);
    const y = gl.y + gl.dy * Math.sin(a);
    const breathe = 1 + 0.06 * Math.sin(2 * a);
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(gl.rx * breathe)}" ry="${f(gl.ry * breathe)}" fill="url(#${gl.g})" ${fo(gl.op)}/>`;
  }
  return s;
}

/** Sparse drifting dust particles, wrapping seamlessly. */
function makeDust(seed, n, { vx = 1, vy = 0, color = C.cyanLight, maxOp = 0.5 } = {}) {
  const r = rng(seed);
  const margin = 20;
  const L = { x: W + 2 * margin, y: H + 2 * margin };
  const parts = Array.from({ length: n }, () => ({
    x: r() * L.x,
    y: r() * L.y,
    rad: 0.8 + r() * 1.6,
    op: 0.15 + r() * maxOp,
    tw: Math.floor(1 + r() * 3),
    ph: r() * TAU,
    sp: 1 + Math.floor(r() * 2),
  }));
  return (t) =>
    parts
      .map((p) => {
        const x = wrap(p.x + vx * p.sp * t * L.x, L.x) - margin;
        const y = wrap(p.y + vy * p.sp * t * L.y, L.y) - margin;
        const op = p.op * (0.6 + 0.4 * Math.sin(TAU * p.tw * t + p.ph));
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(p.rad)}" fill="${color}" ${fo(op)}/>`;
      })
      .join('');
}

// ---------------------------------------------------------------------------
// about-us — flowing silk waves (echoing the wave in the logo mark)
function aboutUs() {
  const defs =
    linDef(
      'silk',
      0,
      0,
      W,
      0,
      [
        [0, C.indigo, 0],
        [0.2, C.indigo],
        [0.55, C.violet],
        [0.85, C.cyan],
        [1, C.cyan, 0],
      ],
      'userSpaceOnUse',
    ) +
    linDef(
      'silk2',
      0,
      0,
      W,
      0,
      [
        [0, C.violet, 0],
        [0.3, C.violet600],
        [0.7, C.indigo],
        [1, C.indigo, 0],
      ],
      'userSpaceOnUse',
    );
  const dust = makeDust('about-dust', 55, { vx: 1, vy: 0 });
  const ribbon = (t, { n, cy, amp, spread, grad, op, ph, dir }) => {
    let s = `<g fill="none" stroke="url(#${grad})" stroke-linecap="round">`;
    for (let i = 0; i < n; i++) {
      const u = i / (n - 1);
      const pts = [];
      for (let x = -48; x <= W + 48; x += 48) {
        const xx = x / W;
        const y =
          cy +
          (u - 0.5) * spread * (0.6 + 0.4 * Math.sin(TAU * (xx * 0.8 + t) + ph)) +
          amp * Math.sin(TAU * (xx * 1.1 - dir * t) + u * 1.8 + ph) +
          amp * 0.45 * Math.sin(TAU * (xx * 2.3 + 2 * dir * t) + u * 3.1) +
          amp * 0.25 * Math.cos(TAU * (xx * 0.5 - t) + ph * 2);
        pts.push([x, y]);
      }
      const centre = 1 - Math.abs(u - 0.5) * 2;
      s += `<path d="${smoothPath(pts)}" stroke-width="${f(0.9 + centre * 0.9)}" ${so(op * (0.25 + 0.75 * centre))}/>`;
    }
    return s + '</g>';
  };
  return (t) => ({
    back: backdrop(t, [
      { g: 'gIndigo', x: 380, y: 420, rx: 620, ry: 380, dx: 90, dy: 40, ph: 0, op: 0.75 },
      { g: 'gViolet', x: 980, y: 300, rx: 560, ry: 360, dx: 70, dy: 50, ph: 2, op: 0.7 },
      { g: 'gCyan', x: 1040, y: 560, rx: 360, ry: 220, dx: 60, dy: 30, ph: 4, op: 0.45 },
    ]),
    front:
      `<defs>${defs}</defs>` +
      ribbon(t, {
        n: 20,
        cy: 450,
        amp: 70,
        spread: 150,
        grad: 'silk2',
        op: 0.4,
        ph: 1.3,
        dir: -1,
      }) +
      ribbon(t, { n: 30, cy: 400, amp: 100, spread: 200, grad: 'silk', op: 0.7, ph: 0, dir: 1 }) +
      dust(t),
  });
}

// ---------------------------------------------------------------------------
// website-development — perspective grid floor with floating wireframe windows
function websiteDevelopment() {
  const defs =
    linDef('winFill', 0, 0, 1, 1, [
      [0, C.indigo, 0.16],
      [1, C.violet600, 0.05],
    ]) +
    linDef('winStroke', 0, 0, 1, 1, [
      [0, C.cyanLight, 0.75],
      [0.5, C.indigo, 0.5],
      [1, C.violet, 0.25],
    ]) +
    linDef(
      'horizon',
      0,
      0,
      W,
      0,
      [
        [0, C.cyan, 0],
        [0.5, C.cyan, 0.5],
        [1, C.cyan, 0],
      ],
      'userSpaceOnUse',
    );
  const horizon = 360;
  const vpX = W / 2;
  const dust = makeDust('web-dust', 40, { vx: 0, vy: -1, maxOp: 0.35 });

  const windows = [
    { x: 110, y: 110, w: 300, h: 190, ph: 0, amp: 10, variant: 0 },
    { x: 880, y: 80, w: 290, h: 180, ph: 2.1, amp: 12, variant: 1 },
    { x: 950, y: 320, w: 210, h: 140, ph: 4.2, amp: 9, variant: 2 },
  ];
  const windowSvg = (wd, t) => {
    const y = wd.y + wd.amp * Math.sin(TAU * t + wd.ph);
    const x = wd.x + wd.amp * 0.4 * Math.cos(TAU * t + wd.ph);
    let s = `<g transform="translate(${f(x)} ${f(y)})">`;
    s += `<rect width="${wd.w}" height="${wd.h}" rx="12" fill="url(#winFill)" stroke="url(#winStroke)" stroke-width="1.3"/>`;
    s += `<line x1="0" y1="26" x2="${wd.w}" y2="26" stroke="${C.indigo}" ${so(0.35)}/>`;
    for (let i = 0; i < 3; i++)
      s += `<circle cx="${16 + i * 12}" cy="13" r="3.2" fill="${[C.violet, C.indigo, C.cyan][i]}" ${fo(0.7)}/>`;
    s += `<rect x="60" y="8" width="${wd.w - 76}" height="10" rx="5" fill="${C.white}" ${fo(0.06)}/>`;
    const pad = 16;
    if (wd.variant === 0) {
      s += `<rect x="${pad}" y="42" width="${wd.w * 0.5}" height="12" rx="6" fill="${C.white}" ${fo(0.42)}/>`;
      s += `<rect x="${pad}" y="62" width="${wd.w * 0.36}" height="8" rx="4" fill="${C.white}" ${fo(0.18)}/>`;
      s += `<rect x="${pad}" y="80" width="72" height="20" rx="10" fill="${C.indigo}" ${fo(0.75)}/>`;
      for (let i = 0; i < 3; i++)
        s += `<rect x="${f(pad + i * ((wd.w - 2 * pad + 10) / 3))}" y="116" width="${f((wd.w - 2 * pad - 20) / 3)}" height="${wd.h - 132}" rx="8" fill="${C.white}" ${fo(0.05)} stroke="${C.indigo}" ${so(0.3)}/>`;
    } else if (wd.variant === 1) {
      s += `<rect x="${pad}" y="42" width="${f(wd.w * 0.38)}" height="${wd.h - 58}" rx="8" fill="${C.violet600}" ${fo(0.16)}/>`;
      for (let i = 0; i < 5; i++)
        s += `<rect x="${f(wd.w * 0.38 + 2 * pad)}" y="${46 + i * 22}" width="${f(wd.w * 0.45 * (1 - (i % 3) * 0.2))}" height="8" rx="4" fill="${C.white}" ${fo(i === 0 ? 0.42 : 0.16)}/>`;
    } else {
      const widths = [0.6, 0.42, 0.7, 0.3, 0.55];
      widths.forEach((w, i) => {
        const ind = i % 2 ? 14 : 0;
        s += `<rect x="${pad + ind}" y="${42 + i * 17}" width="${f((wd.w - 2 * pad) * w)}" height="7" rx="3.5" fill="${[C.cyan, C.violet, C.white, C.indigo, C.white][i]}" ${fo(i % 2 ? 0.3 : 0.45)}/>`;
      });
    }
    return s + '</g>';
  };

  return (t) => {
    let s = `<defs>${defs}</defs>`;
    // floor grid: horizontal lines scroll toward the viewer, one spacing per loop
    s += `<g stroke="${C.indigo}" fill="none">`;
    const rows = 18;
    for (let i = 0; i < rows; i++) {
      const z = rows - i - t; // depth, decreasing → moving towards the viewer
      const y = horizon + 360 / (0.6 + z * 0.55);
      if (y > H + 2) continue;
      const near = clamp01((y - horizon) / 300);
      const op = near * near * 0.6 + 0.04 * clamp01((rows - 1 - z) / 2);
      s += `<line x1="0" y1="${f(y)}" x2="${W}" y2="${f(y)}" ${so(op)}/>`;
    }
    for (let i = -22; i <= 22; i++) {
      const op = 0.3 * (1 - Math.abs(i) / 23);
      s += `<line x1="${vpX + i * 6}" y1="${horizon}" x2="${f(vpX + i * 176)}" y2="${H + 200}" ${so(op)}/>`;
    }
    s += '</g>';
    s += `<rect x="0" y="${horizon - 1}" width="${W}" height="2" fill="url(#horizon)"/>`;
    s += dust(t);
    for (const wd of windows) s += windowSvg(wd, t);
    return {
      back: backdrop(t, [
        { g: 'gIndigo', x: 640, y: 380, rx: 700, ry: 260, dx: 40, dy: 20, ph: 0, op: 0.9 },
        { g: 'gViolet', x: 260, y: 180, rx: 420, ry: 300, dx: 60, dy: 40, ph: 1.5, op: 0.55 },
        { g: 'gCyan', x: 1040, y: 200, rx: 380, ry: 260, dx: 50, dy: 40, ph: 3.5, op: 0.4 },
      ]),
      front: s,
    };
  };
}

// ---------------------------------------------------------------------------
// frontend-development — pulsing rings through a dot matrix, orbiting nodes
function frontendDevelopment() {
  const defs = linDef('ringStroke', 0, 0, 1, 1, [
    [0, C.cyan],
    [0.5, C.indigo],
    [1, C.violet],
  ]);
  const cx = 860;
  const cy = 380;
  const rings = 5;
  const rMax = 820;
  const spacing = 36;
  const dots = [];
  for (let y = spacing / 2; y < H; y += spacing)
    for (let x = spacing / 2; x < W; x += spacing) dots.push([x, y, Math.hypot(x - cx, y - cy)]);
  const r = rng('frontend-orbits');
  const orbits = Array.from({ length: 4 }, (_, i) => ({
    rx: 150 + i * 85,
    ry: (150 + i * 85) * 0.42,
    rot: -18 + r() * 10,
    k: i % 2 ? -1 : 1,
    ph: r() * TAU,
    n: 2 + (i % 2),
    col: [C.cyanLight, C.violet, C.indigo, C.cyan][i],
  }));
  return (t) => {
    let s = `<defs>${defs}</defs>`;
    const radii = Array.from({ length: rings }, (_, i) => ((i + t) / rings) * rMax);
    // dot matrix brightened by the passing wavefronts
    for (const [x, y, dist] of dots) {
      let b = 0;
      for (const rr of radii) {
        const k = Math.abs(dist - rr);
        if (k < 60) b = Math.max(b, (1 - k / 60) * (1 - rr / rMax));
      }
      s += `<circle cx="${x}" cy="${y}" r="${f(1.1 + 1.4 * b)}" fill="${b > 0.35 ? C.cyanLight : C.indigo}" ${fo(0.12 + 0.7 * b)}/>`;
    }
    s += '<g fill="none" stroke="url(#ringStroke)">';
    for (const rr of radii) {
      const fade = Math.sin(Math.PI * (rr / rMax)) * (1 - rr / rMax);
      s += `<circle cx="${cx}" cy="${cy}" r="${f(rr)}" stroke-width="${f(1 + 2 * fade)}" ${so(0.05 + 0.7 * fade)}/>`;
    }
    s += '</g>';
    for (const o of orbits) {
      s += `<g transform="translate(${cx} ${cy}) rotate(${f(o.rot)})">`;
      s += `<ellipse rx="${o.rx}" ry="${f(o.ry)}" fill="none" stroke="${C.white}" ${so(0.08)}/>`;
      for (let j = 0; j < o.n; j++) {
        const a = o.ph + (j / o.n) * TAU + o.k * TAU * t;
        const x = o.rx * Math.cos(a);
        const y = o.ry * Math.sin(a);
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="10" fill="${o.col}" ${fo(0.16)}/><circle cx="${f(x)}" cy="${f(y)}" r="3.4" fill="${o.col}" ${fo(0.95)}/>`;
      }
      s += '</g>';
    }
    const pulse = 0.5 + 0.5 * Math.sin(TAU * t * 2);
    s += `<circle cx="${cx}" cy="${cy}" r="${f(26 + pulse * 5)}" fill="${C.indigo}" ${fo(0.25)}/><circle cx="${cx}" cy="${cy}" r="9" fill="${C.cyanLight}" ${fo(0.9)}/>`;
    return {
      back: backdrop(t, [
        { g: 'gViolet', x: cx, y: cy, rx: 520, ry: 420, dx: 30, dy: 20, ph: 0, op: 0.75 },
        { g: 'gIndigo', x: 300, y: 520, rx: 560, ry: 380, dx: 70, dy: 30, ph: 2, op: 0.65 },
        { g: 'gCyan', x: cx + 40, y: cy - 20, rx: 220, ry: 200, dx: 20, dy: 20, ph: 4, op: 0.5 },
      ]),
      front: s,
    };
  };
}

// ---------------------------------------------------------------------------
// backend-development — scrolling code columns, scan line, circuit packets
function backendDevelopment() {
  const defs = linDef('scan', 0, 0, 0, 1, [
    [0, C.cyan, 0],
    [0.5, C.cyan, 0.12],
    [1, C.cyan, 0],
  ]);
  const r = rng('backend-code');
  const tile = 720; // content height; scrolled exactly once per loop
  const cols = [
    { x: 70, w: 250, op: 0.55 },
    { x: 370, w: 230, op: 0.32 },
    { x: 660, w: 260, op: 0.4 },
    { x: 980, w: 240, op: 0.6 },
  ];
  const palette = [C.indigo, C.violet, C.cyan, C.white, C.white, C.indigo];
  for (const col of cols) {
    col.lines = [];
    let y = 0;
    let indent = 0;
    while (y < tile - 10) {
      if (r() < 0.12) {
        y += 22; // blank line
        indent = 0;
        continue;
      }
      indent = Math.max(0, Math.min(3, indent + (r() < 0.35 ? 1 : r() < 0.3 ? -1 : 0)));
      const segs = [];
      let x = indent * 18;
      const nSeg = 1 + Math.floor(r() * 3);
      for (let k = 0; k < nSeg && x < col.w - 30; k++) {
        const w = Math.min(col.w - x, 18 + r() * 70);
        segs.push({ x, w, c: palette[Math.floor(r() * palette.length)] });
        x += w + 8;
      }
      col.lines.push({ y, segs });
      y += 22;
    }
  }
  // circuit traces with packets travelling along them
  const traces = [];
  for (let i = 0; i < 7; i++) {
    const pts = [[-20, 80 + r() * 560]];
    let [x, y] = pts[0];
    while (x < W + 20) {
      x += 120 + r() * 220;
      pts.push([x, y]);
      if (r() < 0.6) {
        y = Math.max(40, Math.min(H - 40, y + (r() < 0.5 ? -1 : 1) * (40 + r() * 100)));
        x += 30;
        pts.push([x, y]);
      }
    }
    let len = 0;
    const seg = pts.slice(1).map((p, j) => {
      const l = Math.hypot(p[0] - pts[j][0], p[1] - pts[j][1]);
      len += l;
      return l;
    });
    traces.push({ pts, seg, len, ph: r(), speed: 1 + Math.floor(r() * 2) });
  }
  const pointAt = (tr, u) => {
    let d = u * tr.len;
    for (let j = 0; j < tr.seg.length; j++) {
      if (d <= tr.seg[j]) {
        const k = d / tr.seg[j];
        const a = tr.pts[j];
        const b = tr.pts[j + 1];
        return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
      }
      d -= tr.seg[j];
    }
    return tr.pts[tr.pts.length - 1];
  };
  return (t) => {
    let s = `<defs>${defs}</defs>`;
    s += '<g fill="none" stroke-linejoin="round">';
    for (const tr of traces) {
      const d = 'M' + tr.pts.map((p) => `${f(p[0])} ${f(p[1])}`).join('L');
      s += `<path d="${d}" stroke="${C.indigo}" ${so(0.16)} stroke-width="1.2"/>`;
    }
    s += '</g>';
    for (const tr of traces) {
      const u = wrap(tr.ph + tr.speed * t, 1);
      for (let k = 0; k < 6; k++) {
        const [x, y] = pointAt(tr, wrap(u - k * 0.006, 1));
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(2.6 - k * 0.35)}" fill="${C.cyanLight}" ${fo(0.85 - k * 0.14)}/>`;
      }
    }
    const scanY = t * (H + 200) - 100; // one sweep per loop
    const off = t * tile;
    for (const col of cols) {
      s += `<g transform="translate(${col.x} 0)">`;
      for (const rep of [0, 1]) {
        for (const ln of col.lines) {
          const y = ln.y - off + rep * tile;
          if (y < -10 || y > H + 10) continue;
          const edge = clamp01(Math.min(y, H - y) / 130); // fade at top/bottom
          const near = clamp01(1 - Math.abs(y - scanY) / 90);
          for (const sg of ln.segs) {
            const op = edge * col.op * (0.28 + 0.72 * near) * (sg.c === C.white ? 0.55 : 0.9);
            if (op < 0.01) continue;
            s += `<rect x="${f(sg.x)}" y="${f(y)}" width="${f(sg.w)}" height="7" rx="3.5" fill="${sg.c}" ${fo(op)}/>`;
          }
        }
      }
      s += '</g>';
    }
    s += `<rect x="0" y="${f(scanY - 60)}" width="${W}" height="120" fill="url(#scan)"/>`;
    s += `<rect x="0" y="${f(scanY)}" width="${W}" height="1.2" fill="${C.cyanLight}" ${fo(0.3)}/>`;
    return {
      back: backdrop(t, [
        { g: 'gIndigo', x: 420, y: 300, rx: 640, ry: 420, dx: 60, dy: 40, ph: 0, op: 0.7 },
        { g: 'gViolet', x: 1040, y: 480, rx: 480, ry: 360, dx: 60, dy: 50, ph: 2.5, op: 0.55 },
        { g: 'gCyan', x: 880, y: 160, rx: 300, ry: 200, dx: 40, dy: 30, ph: 4.5, op: 0.3 },
      ]),
      front: s,
    };
  };
}

// ---------------------------------------------------------------------------
// seo-digital-marketing — rising bar chart, trend line, ascending particles
function seoDigitalMarketing() {
  const defs =
    linDef('bar', 0, 0, 0, 1, [
      [0, C.violet, 0.6],
      [0.4, C.indigo, 0.3],
      [1, C.indigo, 0],
    ]) +
    linDef('barHi', 0, 0, 0, 1, [
      [0, C.cyanLight, 0.7],
      [0.35, C.cyan, 0.3],
      [1, C.indigo, 0],
    ]) +
    linDef(
      'trend',
      0,
      0,
      W,
      0,
      [
        [0, C.indigo, 0.2],
        [0.5, C.violet],
        [1, C.cyanLight],
      ],
      'userSpaceOnUse',
    ) +
    linDef('area', 0, 0, 0, 1, [
      [0, C.violet, 0.2],
      [1, C.violet, 0],
    ]);
  const r = rng('seo-bars');
  const n = 26;
  const gap = 12;
  const x0 = 40;
  const bw = (W - 2 * x0 - gap * (n - 1)) / n;
  const baseY = H - 40;
  const bars = Array.from({ length: n }, (_, i) => {
    const u = i / (n - 1);
    return {
      x: x0 + i * (bw + gap),
      h: 60 + Math.pow(u, 1.6) * 300 + r() * 40,
      amp: 14 + r() * 26,
      k: 1 + Math.floor(r() * 2),
      ph: r() * TAU,
    };
  });
  const rising = Array.from({ length: 28 }, () => ({
    x: 60 + r() * (W - 120),
    y: r(),
    sp: 1 + Math.floor(r() * 2),
    rad: 1 + r() * 2,
    op: 0.25 + r() * 0.5,
  }));
  return (t) => {
    let s = `<defs>${defs}</defs>`;
    s += `<g stroke="${C.white}" ${so(0.05)}>`;
    for (let y = baseY; y > 60; y -= 80) s += `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`;
    s += '</g>';
    const tops = [];
    let b = '';
    bars.forEach((br, i) => {
      const h = br.h + br.amp * Math.sin(TAU * br.k * t + br.ph);
      const y = baseY - h;
      tops.push([br.x + bw / 2, y]);
      // a wave of emphasis travels left → right once per loop
      const hi = Math.pow(Math.max(0, Math.cos(TAU * (i / n - t))), 12);
      b += `<rect x="${f(br.x)}" y="${f(y)}" width="${f(bw)}" height="${f(h)}" rx="5" fill="url(#bar)"/>`;
      if (hi > 0.02)
        b += `<rect x="${f(br.x)}" y="${f(y)}" width="${f(bw)}" height="${f(h)}" rx="5" fill="url(#barHi)" ${fo(hi)}/>`;
      b += `<rect x="${f(br.x)}" y="${f(y)}" width="${f(bw)}" height="2.5" rx="1.25" fill="${C.cyanLight}" ${fo(0.3 + 0.6 * hi)}/>`;
    });
    const trendPts = tops.map(([x, y]) => [x, y - 46]);
    const trendD = smoothPath(trendPts, 0.9);
    s += `<path d="${trendD}L${f(trendPts[n - 1][0])} ${baseY}L${f(trendPts[0][0])} ${baseY}Z" fill="url(#area)"/>`;
    s += b;
    s += `<path d="${trendD}" fill="none" stroke="${C.violet}" ${so(0.16)} stroke-width="10" stroke-linecap="round"/>`;
    s += `<path d="${trendD}" fill="none" stroke="url(#trend)" stroke-width="2.6" stroke-linecap="round"/>`;
    // marker gliding along the trend line (fades out at the loop seam)
    const mu = t * (n - 1);
    const i0 = Math.min(n - 2, Math.floor(mu));
    const k = mu - i0;
    const mx = trendPts[i0][0] + (trendPts[i0 + 1][0] - trendPts[i0][0]) * k;
    const my = trendPts[i0][1] + (trendPts[i0 + 1][1] - trendPts[i0][1]) * k;
    const mo = Math.sin(Math.PI * t);
    s += `<circle cx="${f(mx)}" cy="${f(my)}" r="18" fill="${C.cyan}" ${fo(0.18 * mo)}/><circle cx="${f(mx)}" cy="${f(my)}" r="5.5" fill="${C.white}" ${fo(mo)} stroke="${C.cyan}" ${so(mo)} stroke-width="3"/>`;
    for (const p of rising) {
      const u = wrap(p.y + p.sp * t, 1);
      const y = baseY - u * (baseY - 40);
      s += `<circle cx="${f(p.x)}" cy="${f(y)}" r="${f(p.rad)}" fill="${C.cyanLight}" ${fo(p.op * Math.sin(Math.PI * u))}/>`;
    }
    return {
      back: backdrop(t, [
        { g: 'gIndigo', x: 420, y: 560, rx: 620, ry: 320, dx: 60, dy: 20, ph: 0, op: 0.8 },
        { g: 'gViolet', x: 1000, y: 320, rx: 520, ry: 380, dx: 50, dy: 40, ph: 2, op: 0.65 },
        { g: 'gCyan', x: 1120, y: 160, rx: 320, ry: 240, dx: 40, dy: 30, ph: 4, op: 0.4 },
      ]),
      front: s,
    };
  };
}

// ---------------------------------------------------------------------------
// email-marketing — envelopes gliding along curved delivery paths
function emailMarketing() {
  const defs =
    linDef(
      'pathStroke',
      0,
      0,
      W,
      0,
      [
        [0, C.indigo, 0],
        [0.25, C.indigo, 0.7],
        [0.7, C.violet, 0.7],
        [1, C.cyan, 0],
      ],
      'userSpaceOnUse',
    ) +
    linDef('env', 0, 0, 1, 1, [
      [0, '#232A5C'],
      [1, '#161B3D'],
    ]);
  const r = rng('email-paths');
  const bez = (p, u) => {
    const v = 1 - u;
    return [0, 1].map(
      (k) =>
        v * v * v * p[0][k] +
        3 * v * v * u * p[1][k] +
        3 * v * u * u * p[2][k] +
        u * u * u * p[3][k],
    );
  };
  const nPaths = 7;
  const paths = Array.from({ length: nPaths }, (_, i) => {
    const y0 = 120 + (i / (nPaths - 1)) * 520 + (r() - 0.5) * 50;
    const y3 = 80 + (((i * 3) % nPaths) / (nPaths - 1)) * 520 + (r() - 0.5) * 50;
    return {
      p: [
        [-140, y0],
        [320 + r() * 200, y0 + (r() - 0.5) * 320],
        [760 + r() * 200, y3 + (r() - 0.5) * 320],
        [W + 140, y3],
      ],
      envs: Array.from({ length: 2 }, (_, j) => ({ u: (j + r() * 0.6) / 2 })),
      scale: 0.7 + r() * 0.45,
      k: 1,
    };
  });
  const dust = makeDust('email-dust', 40, { vx: 1, vy: 0, maxOp: 0.3 });
  const envelope = (x, y, ang, sc, op) =>
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(ang)}) scale(${f(sc, 3)})">
<rect x="-32" y="-22" width="64" height="44" rx="9" fill="${C.indigo}" ${fo(0.2 * op)}/>
<rect x="-24" y="-16" width="48" height="32" rx="5" fill="url(#env)" ${fo(op)} stroke="${C.cyanLight}" ${so(op)} stroke-width="1.6"/>
<path d="M-22 -13L0 3L22 -13" fill="none" stroke="${C.cyanLight}" ${so(op)} stroke-width="1.6" stroke-linejoin="round"/>
<circle cx="21" cy="-15" r="5" fill="${C.violet}" ${fo(op)} stroke="${C.ink}" ${so(op)} stroke-width="1.5"/></g>`;
  return (t) => {
    let s = `<defs>${defs}</defs>` + dust(t);
    s +=
      '<g fill="none" stroke="url(#pathStroke)" stroke-width="1.2" stroke-dasharray="2 8" stroke-linecap="round">';
    for (const pa of paths)
      s += `<path d="M${pa.p[0].join(' ')}C${pa.p[1].map((v) => f(v)).join(' ')} ${pa.p[2].map((v) => f(v)).join(' ')} ${pa.p[3].join(' ')}"/>`;
    s += '</g>';
    for (const pa of paths) {
      for (const e of pa.envs) {
        const u = wrap(e.u + t, 1);
        const fade = Math.sin(Math.PI * u);
        const trail = [];
        for (let k = 0; k <= 16; k++) trail.push(bez(pa.p, Math.max(0, u - k * 0.012)));
        s += `<path d="${smoothPath(trail)}" fill="none" stroke="${C.violet}" stroke-width="2.2" stroke-linecap="round" ${so(0.45 * fade)}/>`;
        const [x, y] = bez(pa.p, u);
        const [x2, y2] = bez(pa.p, Math.min(1, u + 0.01));
        const ang = ((Math.atan2(y2 - y, x2 - x) * 180) / Math.PI) * 0.4;
        s += envelope(x, y, ang, pa.scale, fade);
      }
    }
    return {
      back: backdrop(t, [
        { g: 'gIndigo', x: 520, y: 420, rx: 640, ry: 360, dx: 70, dy: 30, ph: 0, op: 0.75 },
        { g: 'gViolet', x: 1060, y: 220, rx: 480, ry: 320, dx: 50, dy: 40, ph: 2, op: 0.6 },
        { g: 'gCyan', x: 180, y: 180, rx: 320, ry: 240, dx: 40, dy: 30, ph: 4, op: 0.35 },
      ]),
      front: s,
    };
  };
}

// ---------------------------------------------------------------------------
// web-hosting — server racks with blinking LEDs, a network with data pulses
function webHosting() {
  const defs =
    linDef('rack', 0, 0, 0, 1, [
      [0, '#1A2148'],
      [1, '#0E1330'],
    ]) +
    linDef('rackEdge', 0, 0, 0, 1, [
      [0, C.indigo, 0.7],
      [1, C.indigo, 0.1],
    ]) +
    linDef('floorLine', 0, 0, 1, 0, [
      [0, C.indigo, 0],
      [0.2, C.indigo, 0.6],
      [0.85, C.indigo, 0.6],
      [1, C.indigo, 0],
    ]) +
    linDef('refl', 0, 0, 0, 1, [
      [0, C.indigo, 0.16],
      [1, C.indigo, 0],
    ]);
  const r = rng('hosting-racks');
  const racks = [
    { x: 560, w: 150, units: 11 },
    { x: 740, w: 170, units: 13 },
    { x: 940, w: 150, units: 11 },
    { x: 1120, w: 130, units: 9 },
  ];
  const unitH = 34;
  const floorY = 120 + 13 * unitH + 30;
  for (const rk of racks) {
    rk.leds = [];
    for (let u = 0; u < rk.units; u++) {
      const n = 3 + Math.floor(r() * 3);
      for (let j = 0; j < n; j++)
        rk.leds.push({
          u,
          j,
          k: 1 + Math.floor(r() * 4),
          ph: r(),
          duty: 0.3 + r() * 0.5,
          c: r() < 0.55 ? C.cyanLight : r() < 0.6 ? C.indigo : C.violet,
        });
    }
  }
  // network nodes on a jittered grid in the left half
  const nodes = [];
  for (let gy = 0; gy < 4; gy++)
    for (let gx = 0; gx < 4; gx++)
      nodes.push({
        x: 70 + gx * 125 + (r() - 0.5) * 80,
        y: 110 + gy * 140 + (r() - 0.5) * 80,
        ph: r() * TAU,
      });
  const edges = [];
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter((e) => e.j > i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2);
    for (const e of near) if (e.d < 240) edges.push([i, e.j, r(), 1 + Math.floor(r() * 2)]);
  });
  const cables = racks.map((rk, ri) => {
    const target = nodes[[7, 11, 3, 15][ri]];
    const sx = rk.x + rk.w / 2;
    const sy = floorY + 4;
    return {
      p: [
        [sx, sy],
        [sx, sy + 60],
        [target.x + 240, target.y + 140],
        [target.x, target.y],
      ],
      ph: r(),
    };
  });
  const bez = (p, u) => {
    const v = 1 - u;
    return [0, 1].map(
      (k) =>
        v * v * v * p[0][k] +
        3 * v * v * u * p[1][k] +
        3 * v * u * u * p[2][k] +
        u * u * u * p[3][k],
    );
  };
  return (t) => {
    let s = `<defs>${defs}</defs>`;
    s += `<g stroke="${C.indigo}" stroke-width="1">`;
    for (const [i, j] of edges) {
      const a = nodes[i];
      const b = nodes[j];
      s += `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" ${so(0.28)}/>`;
    }
    s += '</g>';
    for (const c of cables)
      s += `<path d="M${c.p[0].join(' ')}C${c.p[1].join(' ')} ${c.p
        .slice(2)
        .map((p) => p.map((v) => f(v)).join(' '))
        .join(' ')}" fill="none" stroke="${C.violet}" ${so(0.18)} stroke-width="1.2"/>`;
    for (const [i, j, ph, k] of edges) {
      const a = nodes[i];
      const b = nodes[j];
      const u = wrap(ph + k * t, 1);
      s += `<circle cx="${f(a.x + (b.x - a.x) * u)}" cy="${f(a.y + (b.y - a.y) * u)}" r="2.2" fill="${C.cyanLight}" ${fo(0.85 * Math.sin(Math.PI * u))}/>`;
    }
    for (const c of cables) {
      const u = wrap(c.ph + t, 1);
      const [x, y] = bez(c.p, u);
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="${C.violet}" ${fo(0.2 * Math.sin(Math.PI * u))}/><circle cx="${f(x)}" cy="${f(y)}" r="2.4" fill="${C.cyanLight}" ${fo(0.9 * Math.sin(Math.PI * u))}/>`;
    }
    for (const n of nodes) {
      const p = 0.5 + 0.5 * Math.sin(TAU * t + n.ph);
      s += `<circle cx="${f(n.x)}" cy="${f(n.y)}" r="${f(8 + 4 * p)}" fill="${C.indigo}" ${fo(0.14 + 0.1 * p)}/><circle cx="${f(n.x)}" cy="${f(n.y)}" r="3" fill="${C.violet}" ${fo(0.9)}/>`;
    }
    s += `<rect x="480" y="${floorY}" width="${W - 480}" height="1.5" fill="url(#floorLine)"/>`;
    for (const rk of racks) {
      const h = rk.units * unitH + 24;
      const y0 = floorY - h;
      s += `<rect x="${rk.x}" y="${floorY + 4}" width="${rk.w}" height="70" rx="8" fill="url(#refl)"/>`;
      s += `<rect x="${rk.x}" y="${y0}" width="${rk.w}" height="${h}" rx="10" fill="url(#rack)" stroke="url(#rackEdge)" stroke-width="1.4"/>`;
      for (let u = 0; u < rk.units; u++) {
        const uy = y0 + 12 + u * unitH;
        s += `<rect x="${rk.x + 10}" y="${uy + 4}" width="${rk.w - 20}" height="${unitH - 8}" rx="4" fill="${C.white}" ${fo(0.04)} stroke="${C.white}" ${so(0.07)}/>`;
        s += `<rect x="${rk.x + rk.w - 58}" y="${uy + unitH / 2 - 2}" width="40" height="4" rx="2" fill="${C.white}" ${fo(0.1)}/>`;
      }
      for (const led of rk.leds) {
        const on = wrap(led.ph + led.k * t, 1) < led.duty;
        const uy = y0 + 12 + led.u * unitH + unitH / 2;
        const x = rk.x + 22 + led.j * 12;
        s += on
          ? `<circle cx="${x}" cy="${f(uy)}" r="6" fill="${led.c}" ${fo(0.2)}/><circle cx="${x}" cy="${f(uy)}" r="2.6" fill="${led.c}"/>`
          : `<circle cx="${x}" cy="${f(uy)}" r="2.4" fill="${led.c}" ${fo(0.18)}/>`;
      }
      // a light sweep running up each rack, twice per loop
      const sweep = wrap(t * 2 + rk.x / 700, 1);
      const syy = floorY - 12 - sweep * (h - 24);
      s += `<rect x="${rk.x + 2}" y="${f(syy - 1)}" width="${rk.w - 4}" height="2" fill="${C.cyan}" ${fo(0.4 * Math.sin(Math.PI * sweep))}/>`;
    }
    return {
      back: backdrop(t, [
        { g: 'gIndigo', x: 860, y: 360, rx: 560, ry: 400, dx: 40, dy: 30, ph: 0, op: 0.8 },
        { g: 'gViolet', x: 280, y: 300, rx: 440, ry: 360, dx: 60, dy: 40, ph: 2, op: 0.55 },
        { g: 'gCyan', x: 860, y: 620, rx: 520, ry: 140, dx: 50, dy: 10, ph: 4, op: 0.35 },
      ]),
      front: s,
    };
  };
}

export const sceneFactories = {
  'about-us': aboutUs,
  'website-development': websiteDevelopment,
  'frontend-development': frontendDevelopment,
  'backend-development': backendDevelopment,
  'seo-digital-marketing': seoDigitalMarketing,
  'email-marketing': emailMarketing,
  'web-hosting': webHosting,
};
