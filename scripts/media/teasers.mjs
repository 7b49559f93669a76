// Home-page teaser images: illustrated interface mockups, 1200×750.
import {
  C,
  MH,
  MW,
  R,
  SERIF,
  T,
  bar,
  browser,
  circle,
  f,
  icon,
  id,
  linDef,
  navRow,
  para,
  phone,
  pill,
  stage,
  svgDoc,
  textW,
} from './kit.mjs';

// ---------------------------------------------------------------------------
export function orbitFitness() {
  const coral = '#FF5F6D';
  const peach = '#FFA36C';
  const bg = '#0D1020';
  const panel = '#161A2E';
  const line = '#262B45';
  const muted = '#8A93B0';
  const s = stage(MW, MH, {
    seed: 'orbit',
    glows: [
      { x: 980, y: 220, r: 300, c: coral, op: 0.35 },
      { x: 240, y: 620, r: 320, c: C.violet600, op: 0.45 },
      { x: 640, y: 200, r: 260, c: C.indigo, op: 0.35 },
    ],
  });
  const grad = id('og');
  const defs = linDef(grad, 0, 0, 1, 1, [
    [0, coral],
    [1, peach],
  ]);
  // desktop
  const DW = 880;
  const DH = 600 - 40;
  let d = `<defs>${defs}</defs>` + R(0, 0, DW, DH, 0, bg);
  d +=
    `<circle cx="44" cy="38" r="13" fill="none" stroke="url(#${grad})" stroke-width="4"/>` +
    circle(55, 28, 4, peach);
  d += T(68, 45, 'ORBIT', 18, '#fff', { w: 800, ls: 3 });
  d += navRow(0, 44, ['Classes', 'Coaches', 'Pricing', 'Studios'], 13.5, muted, {
    right: 690,
    gap: 30,
  });
  d +=
    R(DW - 168, 22, 140, 38, 19, `url(#${grad})`) +
    T(DW - 98, 46, 'Book a class', 13.5, '#fff', { w: 700, anchor: 'middle' });
  // hero
  d += T(32, 128, 'Move with', 46, '#fff', { w: 800, ls: -1.5 });
  d += `<text x="32" y="180" font-family="${"Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif"}" font-size="46" font-weight="800" letter-spacing="-1.5" fill="url(#${grad})">purpose.</text>`;
  d += para(34, 204, [300, 240], { fill: muted, op: 0.55, h: 8, gap: 15 });
  d +=
    R(32, 244, 150, 42, 21, '#FFFFFF') +
    T(107, 270, 'Start free trial', 13.5, bg, { w: 700, anchor: 'middle' });
  d +=
    R(194, 244, 120, 42, 21, '#FFFFFF', { op: 0.06, stroke: '#fff', sop: 0.2 }) +
    T(254, 270, 'Timetable', 13.5, '#fff', { w: 700, anchor: 'middle' });
  // orbit graphic
  const ox = 640;
  const oy = 170;
  d += `<g fill="none" stroke="#fff">`;
  for (const [rx, ry, op] of [
    [200, 74, 0.12],
    [150, 54, 0.18],
    [100, 36, 0.25],
  ])
    d += `<ellipse cx="${ox}" cy="${oy}" rx="${rx}" ry="${ry}" stroke-opacity="${op}" transform="rotate(-14 ${ox} ${oy})"/>`;
  d += '</g>';
  d += circle(ox, oy, 44, `url(#${grad})`) + circle(ox, oy, 60, coral, 0.15);
  d += `<path d="M${ox - 16} ${oy + 4}l10-14 10 10 12-18" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  d +=
    circle(ox + 186, oy - 66, 8, peach) +
    circle(ox - 160, oy - 30, 6, C.violet) +
    circle(ox - 60, oy + 38, 5, C.cyanLight);
  d +=
    R(ox + 96, oy + 34, 130, 52, 12, panel, { stroke: line }) +
    T(ox + 110, oy + 54, 'Calories', 11, muted, { w: 600 }) +
    T(ox + 110, oy + 74, '642 kcal', 15, '#fff', { w: 800 });
  d +=
    R(ox - 250, oy + 60, 120, 52, 12, panel, { stroke: line }) +
    T(ox - 236, oy + 80, 'Streak', 11, muted, { w: 600 }) +
    T(ox - 236, oy + 100, '12 days', 15, '#fff', { w: 800 });
  // schedule
  const sy = 318;
  d += R(24, sy, DW - 48, DH - sy - 20, 16, panel, { stroke: line });
  d += T(44, sy + 34, 'This week', 16, '#fff', { w: 700 });
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const colW = (DW - 48 - 90) / days.length;
  days.forEach(
    (dname, i) =>
      (d += T(110 + i * colW + colW / 2, sy + 34, dname, 12, i === 2 ? peach : muted, {
        w: 700,
        anchor: 'middle',
      })),
  );
  ['07:00', '09:00', '12:00', '18:00'].forEach(
    (t, i) => (d += T(44, sy + 75 + i * 40, t, 11, muted, { w: 600 })),
  );
  const classes = [
    [0, 0, 'HIIT', coral],
    [1, 1, 'Yoga', C.violet],
    [2, 0, 'Spin', peach],
    [2, 2, 'Box', coral],
    [3, 3, 'Pilates', C.cyan],
    [4, 1, 'Yoga', C.violet],
    [5, 0, 'Run club', '#34D399'],
    [0, 3, 'Spin', peach],
    [4, 3, 'HIIT', coral],
    [1, 2, 'Core', '#34D399'],
    [5, 2, 'Stretch', C.cyan],
  ];
  for (const [col, row, label, c] of classes) {
    const x = 110 + col * colW + 5;
    const y = sy + 54 + row * 40;
    d += R(x, y, colW - 10, 34, 8, c, { op: 0.16 }) + R(x, y, 4, 34, 2, c);
    d += T(x + 14, y + 21.5, label, 11.5, '#fff', { w: 700 });
  }
  let body = s.body + browser(40, 74, 880, 600, d, { theme: 'dark', url: 'orbitfitness.club' });

  // phone
  const PW = 250;
  const PH = 520;
  const sw = PW - 18;
  let p = `<defs>${defs}</defs>` + R(0, 0, sw, PH, 0, '#0F1222');
  p += T(20, 62, 'Book a class', 19, '#fff', { w: 800, ls: -0.4 });
  p += bar(20, 74, 110, 6, muted, 0.5);
  const dates = ['12', '13', '14', '15', '16'];
  dates.forEach((dt, i) => {
    const x = 16 + i * 41;
    const act = i === 2;
    p += R(x, 92, 36, 52, 12, act ? `url(#${grad})` : '#1B2038');
    p += T(x + 18, 110, ['M', 'T', 'W', 'T', 'F'][i], 10, act ? '#fff' : muted, {
      w: 700,
      anchor: 'middle',
    });
    p += T(x + 18, 131, dt, 15, '#fff', { w: 800, anchor: 'middle' });
  });
  const cards = [
    ['Sunrise Yoga', '07:00 · 45 min', C.violet, 0.7],
    ['Power Spin', '09:00 · 30 min', peach, 0.4],
    ['Boxing Basics', '12:00 · 50 min', coral, 0.85],
  ];
  cards.forEach(([name, time, c, fill], i) => {
    const y = 160 + i * 100;
    p += R(14, y, sw - 28, 88, 14, '#181D33', { stroke: line });
    p +=
      R(26, y + 14, 38, 38, 10, c, { op: 0.18 }) +
      icon(i === 0 ? 'leaf' : i === 1 ? 'bolt' : 'heart', 35, y + 23, c, 1.8);
    p += T(74, y + 30, name, 13, '#fff', { w: 700 });
    p += T(74, y + 47, time, 10.5, muted, { w: 600 });
    p += R(26, y + 66, 110, 5, 2.5, line) + R(26, y + 66, 110 * fill, 5, 2.5, c);
    p +=
      R(sw - 82, y + 56, 56, 24, 12, i === 0 ? `url(#${grad})` : '#262B45') +
      T(sw - 54, y + 72, i === 0 ? 'Booked' : 'Book', 10.5, '#fff', { w: 700, anchor: 'middle' });
  });
  p +=
    R(0, PH - 18 - 62, sw, 62, 0, '#141830') +
    `<line x1="0" y1="${PH - 80}" x2="${sw}" y2="${PH - 80}" stroke="${line}"/>`;
  ['home', 'calendar', 'chart', 'user'].forEach(
    (k, i) => (p += icon(k, 26 + i * 54, PH - 68, i === 1 ? peach : muted)),
  );
  p += R(sw / 2 - 50, PH - 28, 100, 4, 2, '#fff', { op: 0.5 });
  body += phone(905, 176, PW, PH, p, { screen: '#0F1222' });
  return svgDoc(s.defs, body);
}

// ---------------------------------------------------------------------------
export function harborLegal() {
  const navy = '#0F2342';
  const navy2 = '#163158';
  const gold = '#C9A227';
  const cream = '#F8F5EE';
  const ink = '#14213D';
  const muted = '#6B7280';
  const s = stage(MW, MH, {
    seed: 'harbor',
    glows: [
      { x: 1020, y: 160, r: 280, c: gold, op: 0.25 },
      { x: 200, y: 600, r: 320, c: C.indigo, op: 0.45 },
      { x: 700, y: 420, r: 260, c: '#1E3A8A', op: 0.4 },
    ],
  });
  const CW = 1040;
  let c = R(0, 0, CW, 590, 0, cream);
  // nav
  c += R(32, 22, 36, 36, 8, navy);
  c +=
    `<g fill="none" stroke="${gold}" stroke-width="2" stroke-linecap="round"><path d="M50 30v20M44 34h12M42 44c1 5 4 7 8 7s7-2 8-7"/></g>` +
    circle(50, 29, 2.5, gold);
  c += T(80, 47, 'Harbor Legal', 21, ink, { w: 700, family: SERIF });
  c += navRow(0, 45, ['Practice areas', 'Attorneys', 'Insights', 'Contact'], 13, '#374151', {
    right: 800,
    gap: 30,
  });
  c +=
    R(CW - 210, 22, 178, 38, 4, gold) +
    T(CW - 121, 46, 'Free consultation', 13, navy, { w: 700, anchor: 'middle' });
  // hero left panel
  const hy = 82;
  const hh = 290;
  c += R(32, hy, 500, hh, 6, navy);
  c += `<rect x="32" y="${hy}" width="4" height="${hh}" fill="${gold}"/>`;
  c += T(68, hy + 50, 'TRUSTED SINCE 1998', 11, gold, { w: 700, ls: 3 });
  c += T(66, hy + 112, 'Counsel you', 44, '#FFFFFF', { w: 400, family: SERIF });
  c += T(66, hy + 164, 'can trust.', 44, '#FFFFFF', { w: 400, family: SERIF });
  c += para(68, hy + 190, [340, 290], { fill: '#CBD5E1', op: 0.45, h: 7, gap: 15 });
  c +=
    R(68, hy + 228, 160, 42, 4, gold) +
    T(148, hy + 254, 'Book a meeting', 13.5, navy, { w: 700, anchor: 'middle' });
  c +=
    R(240, hy + 228, 140, 42, 4, navy, { stroke: '#FFFFFF', sop: 0.35 }) +
    T(310, hy + 254, 'Our team', 13.5, '#fff', { w: 700, anchor: 'middle' });
  // hero illustration: harbour lighthouse at dusk
  const ix = 548;
  const iw = CW - 32 - ix;
  const sky = id('sky');
  const sea = id('sea');
  const glow = id('lg');
  const clip = id('ic');
  c += `<defs>${linDef(sky, 0, 0, 0, 1, [
    [0, '#1B2F55'],
    [0.55, '#7A5C73'],
    [1, '#E9A86B'],
  ])}${linDef(sea, 0, 0, 0, 1, [
    [0, '#2A3F66'],
    [1, '#0F2342'],
  ])}<radialGradient id="${glow}"><stop offset="0" stop-color="#FFE7A3" stop-opacity="0.9"/><stop offset="1" stop-color="#FFE7A3" stop-opacity="0"/></radialGradient><clipPath id="${clip}"><rect x="${ix}" y="${hy}" width="${iw}" height="${hh}" rx="6"/></clipPath></defs>`;
  c += `<g clip-path="url(#${clip})"><rect x="${ix}" y="${hy}" width="${iw}" height="${hh}" fill="url(#${sky})"/>`;
  c += circle(ix + 120, hy + 210, 46, '#F6C27A', 0.9);
  const waterY = hy + 212;
  c += `<path d="M${ix} ${waterY}L${ix + 110} ${waterY - 40}L${ix + 190} ${waterY - 18}L${ix + 260} ${waterY - 48}L${ix + 330} ${waterY}Z" fill="#3B3F63" fill-opacity="0.8"/>`;
  c += `<rect x="${ix}" y="${waterY}" width="${iw}" height="${hh - 130}" fill="url(#${sea})"/>`;
  for (let i = 0; i < 7; i++) {
    const y = waterY + 10 + i * 11;
    c += `<path d="M${ix + 20 + (i % 3) * 30} ${y}h${80 + (i % 2) * 50}M${ix + 200 + (i % 2) * 40} ${y + 4}h${60 + (i % 3) * 20}" stroke="#F6C27A" stroke-opacity="${f(0.35 - i * 0.04)}" stroke-width="2" stroke-linecap="round"/>`;
  }
  // rocks + lighthouse
  const lx = ix + iw - 120;
  c += `<path d="M${lx - 70} ${waterY + 6}q30-30 70-26t80 26z" fill="#0B1A33"/>`;
  c += circle(lx, hy + 74, 80, `url(#${glow})`);
  c += `<path d="M${lx - 24} ${waterY - 2}L${lx - 14} ${hy + 96}h28L${lx + 24} ${waterY - 2}Z" fill="#F3EEE4"/>`;
  for (let i = 0; i < 3; i++) {
    const y0 = hy + 112 + i * 34;
    const t0 = 14 + (i * 10) / 3;
    c += `<path d="M${lx - t0} ${y0}h${t0 * 2}l1.5 13h${-(t0 * 2 + 3)}z" fill="#B23A3A"/>`;
  }
  c += `<rect x="${lx - 18}" y="${hy + 88}" width="36" height="10" fill="${navy}"/><rect x="${lx - 11}" y="${hy + 64}" width="22" height="24" fill="#FFE7A3"/><path d="M${lx - 15} ${hy + 64}h30l-15-14z" fill="${navy}"/>`;
  c += `<path d="M${lx + 11} ${hy + 74}L${ix + iw} ${hy + 40}V${hy + 110}Z" fill="#FFE7A3" fill-opacity="0.18"/>`;
  c += '</g>';
  // stats
  const sy = hy + hh + 26;
  [
    ['25+', 'Years of practice'],
    ['1,200', 'Cases resolved'],
    ['98%', 'Client satisfaction'],
    ['4.9', 'Average rating'],
  ].forEach(([n, l], i) => {
    const x = 32 + i * 250;
    c += T(x, sy + 30, n, 30, ink, { w: 400, family: SERIF });
    c += T(x, sy + 52, l, 12, muted, { w: 500 });
    if (i)
      c += `<line x1="${x - 22}" y1="${sy + 6}" x2="${x - 22}" y2="${sy + 54}" stroke="${ink}" stroke-opacity="0.12"/>`;
  });
  // practice areas
  const py = sy + 78;
  const areas = [
    ['scale', 'Litigation'],
    ['building', 'Corporate'],
    ['family', 'Family law'],
    ['shield', 'Compliance'],
  ];
  const aw = (CW - 64 - 3 * 16) / 4;
  areas.forEach(([ic, name], i) => {
    const x = 32 + i * (aw + 16);
    c += R(x, py, aw, 110, 6, '#FFFFFF', { stroke: '#E7E1D3' });
    c += R(x + 18, py + 18, 38, 38, 19, navy2, { op: 0.08 }) + icon(ic, x + 27, py + 27, gold, 1.7);
    c += T(x + 70, py + 42, name, 15, ink, { w: 700, family: SERIF });
    c += para(x + 18, py + 72, [aw - 50, aw - 80], { fill: '#9CA3AF', op: 0.6, h: 6, gap: 12 });
  });
  const body = s.body + browser(80, 70, 1040, 630, c, { url: 'harborlegal.law' });
  return svgDoc(s.defs, body);
}

// ---------------------------------------------------------------------------
function produce(kind, cx, cy, k = 1) {
  const g = (inner) => `<g transform="translate(${f(cx)} ${f(cy)}) scale(${k})">${inner}</g>`;
  switch (kind) {
    case 'apple':
      return g(
        `<path d="M0 -18c-8-6-26-4-26 14 0 16 12 30 20 30 3 0 4-2 6-2s3 2 6 2c8 0 20-14 20-30 0-18-18-20-26-14z" fill="#E5484D"/><path d="M-14 -6c2-6 6-8 10-8" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round" fill="none"/><path d="M0 -18c0-6 2-10 5-13" stroke="#5B3A1A" stroke-width="3" stroke-linecap="round" fill="none"/><path d="M4 -24c6-8 14-8 18-6-3 7-11 10-18 6z" fill="#3FA34D"/>`,
      );
    case 'avocado':
      return g(
        `<path d="M0 -30c10 0 14 12 18 22 6 14 6 34-18 34S-24 6-18-8c4-10 8-22 18-22z" fill="#3F6B2A"/><path d="M0 -24c7 0 10 10 13 18 5 11 5 27-13 27S-18 5-13-6c3-8 6-18 13-18z" fill="#C9E27A"/><circle cx="0" cy="6" r="9" fill="#8A5A2B"/><circle cx="-3" cy="3" r="2.5" fill="#fff" fill-opacity="0.35"/>`,
      );
    case 'carrot':
      return g(
        `<path d="M-10 -14 14 -20 2 30z" fill="#F28C28"/><path d="M-4 -4l8-2M-2 6l7-2M0 16l5-1" stroke="#C96A12" stroke-width="2" stroke-linecap="round"/><path d="M2 -18c-4-8-2-14 2-16M4 -18c2-8 8-12 12-12M0 -18c-6-4-12-4-14-2" stroke="#3FA34D" stroke-width="4" stroke-linecap="round" fill="none"/>`,
      );
    case 'lemon':
      return g(
        `<ellipse cx="0" cy="0" rx="26" ry="19" fill="#F7D038"/><path d="M-26 0l-6-2 6-3zM26 0l6 2-6 3z" fill="#F7D038"/><ellipse cx="-8" cy="-7" rx="8" ry="4" fill="#fff" fill-opacity="0.4"/><path d="M6 -19c2-5 8-7 12-6-2 5-8 7-12 6z" fill="#3FA34D"/>`,
      );
    case 'tomato':
      return g(
        `<circle cx="0" cy="4" r="24" fill="#E5484D"/><path d="M0 -20l4 6 8-2-4 7 7 4-9 1-6 5-6-5-9-1 7-4-4-7 8 2z" fill="#2F8A3E"/><ellipse cx="-9" cy="-2" rx="6" ry="4" fill="#fff" fill-opacity="0.35"/>`,
      );
    case 'broccoli':
      return g(
        `<path d="M-6 6h12l4 26h-20z" fill="#8CC152"/><circle cx="-14" cy="-4" r="12" fill="#3F8F3A"/><circle cx="14" cy="-4" r="12" fill="#3F8F3A"/><circle cx="0" cy="-14" r="14" fill="#4CA64A"/><circle cx="-4" cy="2" r="10" fill="#37803A"/><circle cx="8" cy="4" r="9" fill="#3F8F3A"/>`,
      );
    default:
      return '';
  }
}

export function verdeMarket() {
  const green = '#16A34A';
  const deep = '#14532D';
  const mint = '#ECFDF3';
  const ink = '#0F172A';
  const muted = '#64748B';
  const s = stage(MW, MH, {
    seed: 'verde',
    glows: [
      { x: 200, y: 180, r: 300, c: '#22C55E', op: 0.3 },
      { x: 1040, y: 600, r: 300, c: C.indigo, op: 0.45 },
      { x: 980, y: 140, r: 240, c: '#FACC15', op: 0.2 },
    ],
  });
  const CW = 1040;
  const CH = 590;
  const banner = id('vb');
  let c = `<defs>${linDef(banner, 0, 0, 1, 1, [
    [0, '#166534'],
    [1, '#22C55E'],
  ])}</defs>`;
  c += R(0, 0, CW, CH, 0, '#F7FAF6');
  // nav
  c +=
    circle(46, 40, 16, green) +
    `<path d="M39 46c0-9 6-14 15-14-1 9-6 14-15 14zM39 46l7-7" stroke="#fff" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
  c += T(70, 47, 'verde', 22, deep, { w: 800, ls: -0.8 });
  c +=
    R(170, 20, 380, 40, 20, '#FFFFFF', { stroke: '#E2E8F0' }) +
    icon('search', 184, 30, '#94A3B8') +
    T(212, 45, 'Search fresh produce…', 13, '#94A3B8', { w: 500 });
  c +=
    R(570, 20, 196, 40, 20, '#FEF9C3') +
    icon('bolt', 584, 30, '#A16207') +
    T(610, 45, 'Delivery in 30 min', 13, '#854D0E', { w: 700 });
  c +=
    icon('user', CW - 94, 30, '#334155') +
    R(CW - 62, 22, 40, 36, 12, green) +
    icon('cart', CW - 52, 30, '#fff');
  // categories
  const cats = [
    ['Fruit', '#FEE2E2', 'apple'],
    ['Vegetables', '#DCFCE7', 'broccoli'],
    ['Citrus', '#FEF9C3', 'lemon'],
    ['Roots', '#FFEDD5', 'carrot'],
    ['Organic', '#ECFCCB', 'avocado'],
  ];
  let cx = 24;
  cats.forEach(([l, bg, k], i) => {
    const w = textW(l, 13) + 62;
    c += R(cx, 78, w, 40, 20, i === 0 ? deep : '#FFFFFF', {
      stroke: i === 0 ? undefined : '#E2E8F0',
    });
    c += circle(cx + 22, 98, 14, bg) + produce(k, cx + 22, 98, 0.38);
    c += T(cx + 44, 103, l, 13, i === 0 ? '#fff' : '#334155', { w: 700 });
    cx += w + 10;
  });
  // banner
  const mainW = 730;
  c += R(24, 134, mainW - 24, 150, 18, `url(#${banner})`);
  c += `<circle cx="${mainW - 90}" cy="150" r="120" fill="#fff" fill-opacity="0.08"/>`;
  c += T(48, 184, 'Fresh picks,', 30, '#FFFFFF', { w: 800, ls: -0.8 });
  c += T(48, 218, 'delivered today.', 30, '#FFFFFF', { w: 800, ls: -0.8 });
  c +=
    R(48, 234, 120, 34, 17, '#FFFFFF') +
    T(108, 256, 'Shop deals', 13, deep, { w: 700, anchor: 'middle' });
  c += pill(180, 240, 'THIS WEEK −20%', '#14532D', '#BBF7D0', { size: 10, h: 22 });
  c +=
    produce('broccoli', mainW - 210, 214, 1.4) +
    produce('avocado', mainW - 140, 222, 1.3) +
    produce('lemon', mainW - 70, 236, 1.2) +
    produce('apple', mainW - 250, 246, 1.1);
  // product grid
  const items = [
    ['apple', 'Honeycrisp apples', '$3.49', '#FEF2F2'],
    ['avocado', 'Hass avocados', '$4.99', '#F0FDF4'],
    ['carrot', 'Rainbow carrots', '$2.29', '#FFF7ED'],
    ['tomato', 'Vine tomatoes', '$3.79', '#FEF2F2'],
  ];
  const gw = (mainW - 24 - 3 * 14) / 4;
  items.forEach(([k, name, price, bg], i) => {
    const x = 24 + i * (gw + 14);
    const y = 302;
    c += R(x, y, gw, 266, 16, '#FFFFFF', { stroke: '#E8EDF2' });
    c += R(x + 10, y + 10, gw - 20, 130, 12, bg);
    c += produce(k, x + gw / 2, y + 76, 1.5);
    c += pill(x + 18, y + 18, 'Organic', green, green, { size: 9, h: 18, op: 0.12 });
    c += T(x + 14, y + 166, name, 13, ink, { w: 700 });
    c += bar(x + 14, y + 178, gw * 0.45, 6, '#CBD5E1');
    c += T(x + 14, y + 222, price, 18, ink, { w: 800 });
    c += T(x + 14 + textW(price, 18) + 6, y + 222, '/ lb', 11, muted, { w: 500 });
    c +=
      circle(x + gw - 30, y + 216, 17, green) +
      `<path d="M${x + gw - 36} ${y + 216}h12M${x + gw - 30} ${y + 210}v12" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>`;
    for (let j = 0; j < 5; j++)
      c += `<g transform="translate(${f(x + 14 + j * 13)} ${y + 236}) scale(0.55)">${icon('star', 0, 0, j < 4 ? '#F59E0B' : '#E2E8F0')}</g>`;
  });
  // basket
  const bx = mainW + 18;
  const bw = CW - bx - 24;
  c += R(bx, 134, bw, 434, 18, '#FFFFFF', { stroke: '#E8EDF2' });
  c += T(bx + 20, 170, 'Your basket', 17, ink, { w: 800, ls: -0.3 });
  c += pill(bx + bw - 70, 154, '5 items', green, mint, { size: 10 });
  const basket = [
    ['lemon', 'Lemons', '$1.98', '2'],
    ['broccoli', 'Broccoli', '$2.49', '1'],
    ['avocado', 'Avocados', '$9.98', '2'],
    ['apple', 'Apples', '$6.98', '2'],
  ];
  basket.forEach(([k, name, price, q], i) => {
    const y = 194 + i * 64;
    c += R(bx + 18, y, 46, 46, 12, '#F1F5F9') + produce(k, bx + 41, y + 23, 0.62);
    c += T(bx + 76, y + 19, name, 13, ink, { w: 700 });
    c += T(bx + 76, y + 38, price, 12, muted, { w: 600 });
    c += R(bx + bw - 96, y + 10, 76, 28, 14, '#F1F5F9');
    c +=
      T(bx + bw - 84, y + 29, '−', 14, '#334155', { w: 700 }) +
      T(bx + bw - 58, y + 29, q, 13, ink, { w: 800, anchor: 'middle' }) +
      T(bx + bw - 40, y + 29, '+', 14, green, { w: 700 });
  });
  c += `<line x1="${bx + 18}" y1="458" x2="${bx + bw - 18}" y2="458" stroke="#E2E8F0" stroke-dasharray="4 5"/>`;
  c +=
    T(bx + 18, 486, 'Subtotal', 13, muted, { w: 600 }) +
    T(bx + bw - 18, 486, '$42.80', 15, ink, { w: 800, anchor: 'end' });
  c +=
    R(bx + 18, 504, bw - 36, 46, 23, green) +
    T(bx + bw / 2, 532, 'Checkout', 14.5, '#fff', { w: 700, anchor: 'middle' });
  const body = s.body + browser(80, 70, 1040, 630, c, { url: 'verde.market' });
  return svgDoc(s.defs, body);
}

export const teaserDesigns = {
  'orbit-fitness': orbitFitness,
  'harbor-legal': harborLegal,
  'verde-market': verdeMarket,
};
