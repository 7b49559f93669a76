// Portfolio case-study images: illustrated interface mockups, 1200×750.
import {
  C,
  MH,
  MW,
  R,
  SERIF,
  T,
  avatar,
  bar,
  browser,
  circle,
  donut,
  f,
  gridLines,
  icon,
  id,
  lineChart,
  linDef,
  navRow,
  para,
  pill,
  rng,
  shadowDef,
  smoothPath,
  stage,
  svgDoc,
  textW,
} from './kit.mjs';

const WIN = { x: 80, y: 70, w: 1040, h: 630 };
const CW = WIN.w;
const CH = WIN.h - 40;

/** A card with a soft shadow on light UIs. */
function card(x, y, w, h, { fill = '#fff', r = 14, stroke = '#E6EAF0', shadow = true } = {}) {
  return `${shadow ? R(x, y + 3, w, h, r, '#0F172A', { op: 0.04 }) : ''}${R(x, y, w, h, r, fill, { stroke, sw: 1 })}`;
}

// ---------------------------------------------------------------------------
export function luminaHealth() {
  const teal = '#0D9488';
  const teal2 = '#14B8A6';
  const sky = '#0EA5E9';
  const rose = '#F43F5E';
  const ink = '#0F172A';
  const muted = '#64748B';
  const s = stage(MW, MH, {
    seed: 'lumina',
    glows: [
      { x: 220, y: 160, r: 300, c: teal2, op: 0.45 },
      { x: 1000, y: 620, r: 320, c: C.indigo, op: 0.5 },
      { x: 1060, y: 120, r: 200, c: sky, op: 0.35 },
    ],
  });
  const hero = id('hero');
  let c = `<defs>${linDef(hero, 0, 0, 1, 1, [
    [0, teal],
    [1, sky],
  ])}</defs>`;
  c += R(0, 0, CW, CH, 0, '#F4F7FA');
  // sidebar
  c +=
    R(0, 0, 210, CH, 0, '#FFFFFF') + `<line x1="210" y1="0" x2="210" y2="${CH}" stroke="#E6EAF0"/>`;
  c +=
    R(24, 24, 34, 34, 10, teal) +
    `<path d="M41 32v18M32 41h18" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`;
  c += T(68, 47, 'Lumina', 19, ink, { w: 800, ls: -0.3 });
  const nav = ['home', 'calendar', 'video', 'chart', 'chat', 'settings'];
  const navW = [70, 92, 80, 64, 76, 60];
  nav.forEach((k, i) => {
    const y = 96 + i * 46;
    const active = i === 2;
    if (active) c += R(14, y - 10, 182, 40, 10, teal2, { op: 0.12 });
    c += icon(k, 28, y, active ? teal : '#94A3B8');
    c += bar(60, y + 6, navW[i], 8, active ? teal : '#CBD5E1');
  });
  c += card(18, CH - 138, 174, 118, { fill: '#F0FDFA', stroke: '#CCFBF1', shadow: false });
  c += icon('shield', 32, CH - 122, teal);
  c += bar(32, CH - 90, 120, 8, teal, 0.7) + bar(32, CH - 74, 90, 7, '#94A3B8', 0.6);
  c += R(32, CH - 54, 84, 22, 11, teal) + bar(46, CH - 46, 56, 6, '#fff', 0.9);
  // top bar
  c += T(240, 52, 'Good morning, Maya', 24, ink, { w: 800, ls: -0.5 });
  c += bar(240, 66, 210, 8, '#94A3B8', 0.7);
  c +=
    R(CW - 330, 30, 200, 38, 19, '#FFFFFF', { stroke: '#E2E8F0' }) +
    icon('search', CW - 318, 39, '#94A3B8') +
    bar(CW - 290, 45, 90, 7, '#CBD5E1');
  c +=
    circle(CW - 100, 49, 19, '#FFFFFF') +
    icon('bell', CW - 110, 39, '#64748B') +
    circle(CW - 92, 38, 4.5, rose);
  c += avatar(CW - 50, 49, 20, { bg: '#CCFBF1', skin: '#C68863', hair: '#1F2937', shirt: teal2 });
  // telehealth hero card
  const hx = 240;
  const hy = 98;
  c += R(hx, hy, 500, 214, 18, `url(#${hero})`);
  c += `<circle cx="${hx + 470}" cy="${hy + 20}" r="120" fill="#fff" fill-opacity="0.07"/><circle cx="${hx + 500}" cy="${hy + 200}" r="80" fill="#fff" fill-opacity="0.06"/>`;
  c += pill(hx + 24, hy + 24, 'UPCOMING', '#FFFFFF', '#FFFFFF', { op: 0.2, size: 10 });
  c += T(hx + 24, hy + 78, 'Video consultation', 24, '#FFFFFF', { w: 800, ls: -0.4 });
  c += T(hx + 24, hy + 104, 'Today · 10:30 AM · 25 min', 14, '#E0F2FE', { w: 500 });
  c += avatar(hx + 44, hy + 152, 20, {
    bg: '#E0F2FE',
    skin: '#8D5A3B',
    hair: '#111827',
    shirt: '#F8FAFC',
  });
  c +=
    bar(hx + 74, hy + 140, 110, 9, '#FFFFFF', 0.95) + bar(hx + 74, hy + 156, 80, 7, '#FFFFFF', 0.6);
  c +=
    R(hx + 210, hy + 136, 118, 36, 18, '#FFFFFF') +
    icon('video', hx + 224, hy + 144, teal) +
    T(hx + 250, hy + 159, 'Join call', 13, teal, { w: 700 });
  // video tile
  const vx = hx + 350;
  const vy = hy + 30;
  c += R(vx, vy, 128, 158, 14, '#0B3B4A', { op: 0.55 });
  c += avatar(vx + 64, vy + 66, 34, {
    bg: '#134E5E',
    skin: '#8D5A3B',
    hair: '#111827',
    shirt: '#E2E8F0',
  });
  c += circle(vx + 42, vy + 134, 12, '#FFFFFF', 0.2) + icon('mic', vx + 32, vy + 124, '#fff', 1.6);
  c +=
    circle(vx + 86, vy + 134, 12, rose) +
    `<path d="M${vx + 80} ${vy + 134}h12" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>`;
  // heart rate
  const bx = 760;
  c += card(bx, hy, 256, 214);
  c += circle(bx + 34, hy + 34, 16, rose, 0.12) + icon('heart', bx + 24, hy + 24, rose);
  c += T(bx + 60, hy + 40, 'Heart rate', 14, muted, { w: 600 });
  c +=
    T(bx + 22, hy + 96, '72', 40, ink, { w: 800, ls: -1 }) +
    T(bx + 72, hy + 96, 'bpm', 14, muted, { w: 600 });
  c += pill(bx + 168, hy + 76, 'Normal', '#047857', '#D1FAE5', { size: 10 });
  const hr = [
    0.42, 0.48, 0.4, 0.55, 0.45, 0.9, 0.2, 0.5, 0.44, 0.52, 0.46, 0.85, 0.25, 0.5, 0.45, 0.5,
  ];
  c += lineChart(bx + 20, hy + 120, 216, 72, hr, rose, { sw: 2.2, areaOp: 0.18 });
  // row 2
  const ry = 334;
  // blood pressure bars
  c += card(240, ry, 240, 236);
  c += T(262, ry + 34, 'Blood pressure', 14, muted, { w: 600 });
  c += T(262, ry + 70, '118/76', 28, ink, { w: 800, ls: -0.5 });
  const bp = [0.55, 0.7, 0.6, 0.8, 0.65, 0.75, 0.6];
  bp.forEach((v, i) => {
    const x = 264 + i * 29;
    c += R(x, ry + 100, 14, 106, 7, '#E2E8F0', { op: 0.6 });
    c += R(x, ry + 100 + 106 * (1 - v), 14, 106 * v, 7, i === 3 ? sky : '#7DD3FC');
  });
  // sleep donut
  c += card(500, ry, 240, 236);
  c += T(522, ry + 34, 'Sleep quality', 14, muted, { w: 600 });
  c += donut(
    620,
    ry + 136,
    58,
    16,
    [
      { v: 62, c: C.indigo },
      { v: 22, c: '#A5B4FC' },
      { v: 16, c: '#E0E7FF' },
    ],
    '#EEF2FF',
  );
  c +=
    T(620, ry + 138, '7h 42m', 18, ink, { w: 800, anchor: 'middle' }) +
    T(620, ry + 158, 'last night', 11, muted, { w: 500, anchor: 'middle' });
  // appointments list
  c += card(760, ry, 256, 236);
  c += T(782, ry + 34, 'Appointments', 14, ink, { w: 700 });
  c += T(994, ry + 34, 'See all', 12, teal, { w: 700, anchor: 'end' });
  const appts = [
    { skin: '#F1C7A5', hair: '#7C2D12', bg: '#FCE7F3', t: '09:00', c: '#DB2777' },
    { skin: '#6B4230', hair: '#111827', bg: '#E0F2FE', t: '13:15', c: sky },
    { skin: '#D9A47F', hair: '#44403C', bg: '#DCFCE7', t: '16:40', c: '#16A34A' },
  ];
  appts.forEach((a, i) => {
    const y = ry + 62 + i * 56;
    c += avatar(800, y + 20, 18, { bg: a.bg, skin: a.skin, hair: a.hair, shirt: '#FFFFFF' });
    c += bar(828, y + 10, 88, 8, '#334155') + bar(828, y + 25, 62, 7, '#94A3B8', 0.7);
    c += pill(944, y + 10, a.t, a.c, a.c, { size: 10, op: 0.12 });
    if (i < 2) c += `<line x1="782" y1="${y + 46}" x2="994" y2="${y + 46}" stroke="#EEF2F6"/>`;
  });
  const body = s.body + browser(WIN.x, WIN.y, WIN.w, WIN.h, c, { url: 'app.luminahealth.care' });
  return svgDoc(s.defs, body);
}

// ---------------------------------------------------------------------------
function productArt(kind, x, y, w, h, col) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  switch (kind) {
    case 'pack':
      return `<g transform="translate(${f(cx)} ${f(cy)})">
<rect x="-34" y="-44" width="68" height="92" rx="20" fill="${col[0]}"/>
<path d="M-34 -14a34 26 0 0 1 68 0v6h-68z" fill="${col[1]}"/>
<rect x="-22" y="14" width="44" height="26" rx="8" fill="${col[1]}"/>
<path d="M-14 -44v-8a14 10 0 0 1 28 0v8" fill="none" stroke="${col[1]}" stroke-width="5"/>
<rect x="-6" y="-6" width="12" height="10" rx="2" fill="#F5E6C8"/></g>`;
    case 'jacket':
      return `<g transform="translate(${f(cx)} ${f(cy)})">
<path d="M-22 -46h44l30 18-10 30-14-6v52h-56v-52l-14 6-10-30z" fill="${col[0]}"/>
<path d="M-14 -46 0 -30 14 -46" fill="${col[1]}"/>
<path d="M0 -30v78" stroke="${col[1]}" stroke-width="3"/>
<rect x="-30" y="6" width="18" height="6" rx="3" fill="${col[1]}"/><rect x="12" y="6" width="18" height="6" rx="3" fill="${col[1]}"/></g>`;
    case 'boot':
      return `<g transform="translate(${f(cx - 8)} ${f(cy)})">
<path d="M-26 -46h30v50l30 12c8 3 12 10 12 18v6h-72z" fill="${col[0]}"/>
<rect x="-28" y="34" width="76" height="10" rx="4" fill="${col[1]}"/>
<path d="M-20 -32h22M-20 -20h22M-20 -8h22" stroke="#F5E6C8" stroke-width="3" stroke-linecap="round"/></g>`;
    case 'tent':
      return `<g transform="translate(${f(cx)} ${f(cy + 6)})">
<path d="M0 -50 58 40H-58z" fill="${col[0]}"/>
<path d="M0 -50 22 40H-22z" fill="${col[1]}"/>
<path d="M0 -8 12 40H-12z" fill="#2B2118" fill-opacity="0.55"/>
<path d="M-70 40h140" stroke="${col[1]}" stroke-width="3" stroke-linecap="round"/></g>`;
    default:
      return '';
  }
}

export function northpeakOutfitters() {
  const forest = '#1F4D3A';
  const orange = '#EA580C';
  const cream = '#FBF8F3';
  const ink = '#1C1917';
  const s = stage(MW, MH, {
    seed: 'northpeak',
    glows: [
      { x: 200, y: 620, r: 320, c: '#16A34A', op: 0.35 },
      { x: 1040, y: 140, r: 300, c: orange, op: 0.3 },
      { x: 700, y: 380, r: 360, c: C.indigo, op: 0.35 },
    ],
  });
  const sky = id('sky');
  const sun = id('sun');
  let c = `<defs>${linDef(sky, 0, 0, 0, 1, [
    [0, '#FDE2C4'],
    [0.6, '#F8C9A0'],
    [1, '#F3B98A'],
  ])}<radialGradient id="${sun}"><stop offset="0" stop-color="#FFF7E6"/><stop offset="1" stop-color="#FFF7E6" stop-opacity="0"/></radialGradient></defs>`;
  c += R(0, 0, CW, CH, 0, cream);
  // nav
  c += `<path d="M32 44 44 24l7 11 4-6 9 15z" fill="${forest}"/>`;
  c += T(74, 42, 'NORTHPEAK', 17, ink, { w: 800, ls: 2.5 });
  c += navRow(0, 41, ['Men', 'Women', 'Camp', 'Climb', 'Sale'], 14, '#44403C', {
    right: 720,
    gap: 34,
    accent: [4, orange],
  });
  c +=
    icon('search', CW - 128, 26, '#44403C') +
    icon('user', CW - 92, 26, '#44403C') +
    icon('cart', CW - 56, 26, '#44403C');
  c +=
    circle(CW - 36, 26, 8, orange) +
    T(CW - 36, 29.5, '2', 10, '#fff', { w: 800, anchor: 'middle' });
  // hero
  const hy = 68;
  const hh = 272;
  c += `<g><rect x="24" y="${hy}" width="${CW - 48}" height="${hh}" rx="18" fill="url(#${sky})"/>`;
  const hclip = id('hc');
  c += `<clipPath id="${hclip}"><rect x="24" y="${hy}" width="${CW - 48}" height="${hh}" rx="18"/></clipPath><g clip-path="url(#${hclip})">`;
  c += `<circle cx="780" cy="${hy + 120}" r="150" fill="url(#${sun})"/><circle cx="780" cy="${hy + 120}" r="44" fill="#FFF3DC"/>`;
  c += `<path d="M380 ${hy + hh}L560 ${hy + 120}L640 ${hy + 190}L760 ${hy + 70}L900 ${hy + 180}L980 ${hy + 130}L1100 ${hy + hh}Z" fill="#C98B6B" fill-opacity="0.55"/>`;
  c += `<path d="M760 ${hy + 70}L800 ${hy + 110}L780 ${hy + 106}L760 ${hy + 124}L742 ${hy + 102}L726 ${hy + 104}Z" fill="#FFF7EE"/>`;
  c += `<path d="M24 ${hy + hh}L220 ${hy + 150}L330 ${hy + 220}L470 ${hy + 110}L640 ${hy + 240}L760 ${hy + 180}L900 ${hy + 260}L1040 ${hy + 200}L1040 ${hy + hh}Z" fill="#3F6B55"/>`;
  c += `<path d="M470 ${hy + 110}L508 ${hy + 142}L488 ${hy + 140}L470 ${hy + 156}L452 ${hy + 138}L440 ${hy + 140}Z" fill="#EAF2EC"/>`;
  c += `<path d="M24 ${hy + hh}L24 ${hy + 250}L160 ${hy + 210}L300 ${hy + 260}L460 ${hy + 230}L640 ${hy + 276}L820 ${hy + 240}L1040 ${hy + 270}L1040 ${hy + hh}Z" fill="${forest}"/>`;
  const r = rng('pines');
  for (let i = 0; i < 26; i++) {
    const x = 520 + i * 20 + r() * 12;
    const base = hy + hh - 4 - r() * 16;
    const th = 34 + r() * 30;
    c += `<path d="M${f(x)} ${f(base - th)}l${f(th * 0.28)} ${f(th)}h${f(-th * 0.56)}z" fill="#163A2B"/>`;
  }
  c += '</g></g>';
  c += pill(64, hy + 36, 'NEW SEASON', '#FFFFFF', forest, { size: 10.5, h: 22 });
  c += T(62, hy + 106, 'Gear up for', 44, ink, { w: 800, ls: -1.2 });
  c += T(62, hy + 154, 'the wild.', 44, ink, { w: 800, ls: -1.2 });
  c += para(64, hy + 176, [250, 190], { fill: '#57534E', op: 0.55, h: 8, gap: 15 });
  c +=
    R(64, hy + 210, 138, 42, 21, orange) +
    T(133, hy + 236, 'Shop now', 15, '#fff', { w: 700, anchor: 'middle' });
  c +=
    R(214, hy + 210, 128, 42, 21, '#FFFFFF', { op: 0.7 }) +
    T(278, hy + 236, 'Explore', 15, ink, { w: 700, anchor: 'middle' });
  // products
  const py = hy + hh + 26;
  c += T(24, py + 20, 'New arrivals', 20, ink, { w: 800, ls: -0.4 });
  c += T(CW - 24, py + 20, 'View all →', 13, orange, { w: 700, anchor: 'end' });
  const prods = [
    { k: 'pack', bg: '#E7EFE9', col: ['#2F6B4F', '#1F4D3A'], p: '$129' },
    { k: 'jacket', bg: '#FDECDF', col: ['#EA580C', '#9A3412'], p: '$219' },
    { k: 'boot', bg: '#EFE9E1', col: ['#8B5E3C', '#3F2A1C'], p: '$165' },
    { k: 'tent', bg: '#E6EEF5', col: ['#3B6E8F', '#1E3A5F'], p: '$349' },
  ];
  const pw = (CW - 48 - 3 * 18) / 4;
  prods.forEach((p, i) => {
    const x = 24 + i * (pw + 18);
    const y = py + 40;
    c += R(x, y, pw, 132, 14, p.bg);
    c += `<g transform="translate(${f(x + pw / 2)} ${f(y + 66)}) scale(0.85) translate(${f(-x - pw / 2)} ${f(-y - 66)})">${productArt(p.k, x, y, pw, 132, p.col)}</g>`;
    c +=
      circle(x + pw - 22, y + 22, 13, '#FFFFFF') +
      icon('heart', x + pw - 32, y + 12, '#78716C', 1.6);
    c += bar(x + 2, y + 146, pw * 0.62, 9, '#292524', 0.85);
    c += T(x + pw - 2, y + 155, p.p, 15, ink, { w: 800, anchor: 'end' });
    c += bar(x + 2, y + 164, pw * 0.4, 7, '#A8A29E', 0.7);
  });
  const body = s.body + browser(WIN.x, WIN.y, WIN.w, WIN.h, c, { url: 'northpeakoutfitters.com' });
  return svgDoc(s.defs, body);
}

// ---------------------------------------------------------------------------
export function ledgerly() {
  const bg = '#0E1322';
  const panel = '#151B2E';
  const line = '#232B45';
  const emerald = '#10B981';
  const indigo = '#818CF8';
  const amber = '#F59E0B';
  const text = '#E2E8F0';
  const muted = '#8390AB';
  const s = stage(MW, MH, {
    seed: 'ledgerly',
    glows: [
      { x: 180, y: 180, r: 300, c: C.indigo, op: 0.55 },
      { x: 1040, y: 600, r: 320, c: emerald, op: 0.3 },
      { x: 1000, y: 120, r: 220, c: C.violet, op: 0.35 },
    ],
  });
  const dcard = (x, y, w, h) => R(x, y, w, h, 14, panel, { stroke: line });
  let c = R(0, 0, CW, CH, 0, bg);
  // sidebar
  c +=
    R(0, 0, 200, CH, 0, '#0B101D') + `<line x1="200" y1="0" x2="200" y2="${CH}" stroke="${line}"/>`;
  c +=
    R(24, 24, 32, 32, 9, emerald) +
    `<path d="M32 46l6-8 5 4 6-9" fill="none" stroke="#052E22" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  c += T(66, 46, 'Ledgerly', 19, '#F8FAFC', { w: 800, ls: -0.3 });
  const nav = ['home', 'chart', 'wallet', 'card', 'layers', 'settings'];
  nav.forEach((k, i) => {
    const y = 94 + i * 44;
    const act = i === 1;
    if (act) c += R(14, y - 10, 172, 40, 10, C.indigo, { op: 0.16 });
    c += icon(k, 28, y, act ? indigo : '#5B6785');
    c += bar(60, y + 6, [60, 74, 56, 80, 66, 58][i], 8, act ? '#C7D2FE' : '#3A4460');
  });
  // header
  c += T(228, 52, 'Overview', 24, '#F8FAFC', { w: 800, ls: -0.5 });
  c += bar(228, 66, 170, 8, muted, 0.6);
  c +=
    R(CW - 300, 30, 150, 36, 10, panel, { stroke: line }) +
    icon('calendar', CW - 288, 38, muted) +
    T(CW - 262, 53, 'Last 30 days', 12.5, text, { w: 600 });
  c +=
    R(CW - 138, 30, 82, 36, 10, C.indigo600) +
    T(CW - 97, 53, 'Export', 13, '#fff', { w: 700, anchor: 'middle' });
  c += avatar(CW - 28, 48, 17, { bg: '#312E81', skin: '#E9B894', hair: '#3B2F2F', shirt: indigo });
  // KPI cards
  const kpis = [
    {
      l: 'Revenue',
      v: '$248.3K',
      d: '+12.4%',
      c: emerald,
      sp: [0.3, 0.4, 0.35, 0.55, 0.5, 0.7, 0.65, 0.9],
    },
    {
      l: 'Expenses',
      v: '$96.1K',
      d: '-3.2%',
      c: indigo,
      sp: [0.6, 0.5, 0.55, 0.45, 0.5, 0.4, 0.42, 0.35],
    },
    {
      l: 'Net margin',
      v: '61.3%',
      d: '+4.1%',
      c: amber,
      sp: [0.4, 0.45, 0.42, 0.5, 0.6, 0.58, 0.7, 0.75],
    },
  ];
  const kw = (CW - 228 - 24 - 2 * 16) / 3;
  kpis.forEach((k, i) => {
    const x = 228 + i * (kw + 16);
    const y = 94;
    c += dcard(x, y, kw, 108);
    c += T(x + 18, y + 30, k.l, 13, muted, { w: 600 });
    c += T(x + 18, y + 68, k.v, 28, '#F8FAFC', { w: 800, ls: -0.6 });
    c += pill(x + 18, y + 80, k.d, k.c, k.c, { size: 10, h: 18, op: 0.16 });
    c += lineChart(x + kw - 112, y + 40, 94, 44, k.sp, k.c, { sw: 2, areaOp: 0.25 });
  });
  // main chart
  const mx = 228;
  const my = 220;
  const mw = 500;
  const mh = 346;
  c += dcard(mx, my, mw, mh);
  c += T(mx + 20, my + 32, 'Cash flow', 16, '#F8FAFC', { w: 700 });
  c +=
    circle(mx + mw - 180, my + 28, 4, emerald) +
    T(mx + mw - 170, my + 32, 'Income', 12, muted, { w: 600 });
  c +=
    circle(mx + mw - 100, my + 28, 4, indigo) +
    T(mx + mw - 90, my + 32, 'Spend', 12, muted, { w: 600 });
  c += gridLines(mx + 48, my + 64, mw - 70, 230, 4, '#FFFFFF', 0.07);
  ['40K', '30K', '20K', '10K', '0'].forEach(
    (l, i) => (c += T(mx + 38, my + 68 + i * 57.5, l, 10.5, '#5B6785', { w: 600, anchor: 'end' })),
  );
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'].forEach(
    (l, i) =>
      (c += T(mx + 52 + i * ((mw - 78) / 5), my + 318, l, 10.5, '#5B6785', {
        w: 600,
        anchor: 'middle',
      })),
  );
  const inc = [0.35, 0.42, 0.38, 0.55, 0.5, 0.62, 0.58, 0.72, 0.68, 0.8, 0.76, 0.88];
  const out = [0.22, 0.28, 0.25, 0.3, 0.34, 0.3, 0.36, 0.33, 0.4, 0.37, 0.42, 0.4];
  c += lineChart(mx + 52, my + 64, mw - 78, 230, out, indigo, { sw: 2.4, areaOp: 0.18 });
  c += lineChart(mx + 52, my + 64, mw - 78, 230, inc, emerald, { sw: 3, areaOp: 0.3 });
  // tooltip
  const tx = mx + 52 + (9 / 11) * (mw - 78);
  const ty = my + 64 + 230 - 0.8 * 230;
  c += `<line x1="${f(tx)}" y1="${f(ty)}" x2="${f(tx)}" y2="${my + 294}" stroke="#fff" stroke-opacity="0.2" stroke-dasharray="3 4"/>`;
  c += circle(tx, ty, 9, emerald, 0.25) + circle(tx, ty, 4.5, '#F8FAFC');
  c +=
    R(tx - 64, ty - 62, 112, 46, 10, '#0B101D', { stroke: line }) +
    T(tx - 52, ty - 42, 'May 24', 10.5, muted, { w: 600 }) +
    T(tx - 52, ty - 24, '$36,420', 14, '#F8FAFC', { w: 800 });
  // donut
  const dx = 744;
  c += dcard(dx, my, CW - dx - 24, 170);
  c += T(dx + 20, my + 32, 'Spending', 16, '#F8FAFC', { w: 700 });
  c += donut(
    dx + 74,
    my + 100,
    44,
    14,
    [
      { v: 40, c: indigo },
      { v: 25, c: emerald },
      { v: 20, c: amber },
      { v: 15, c: '#F472B6' },
    ],
    '#232B45',
  );
  [
    ['Payroll', indigo],
    ['Software', emerald],
    ['Marketing', amber],
    ['Other', '#F472B6'],
  ].forEach(([l, col], i) => {
    c +=
      R(dx + 140, my + 62 + i * 22, 9, 9, 3, col) +
      T(dx + 156, my + 71 + i * 22, l, 11.5, text, { w: 600 });
    c += T(CW - 44, my + 71 + i * 22, ['40%', '25%', '20%', '15%'][i], 11.5, muted, {
      w: 700,
      anchor: 'end',
    });
  });
  // transactions
  const ty2 = my + 186;
  c += dcard(dx, ty2, CW - dx - 24, mh - 186);
  c += T(dx + 20, ty2 + 30, 'Recent transactions', 14, '#F8FAFC', { w: 700 });
  const tx2 = [
    { c: emerald, v: '+$4,200', i: 'wallet' },
    { c: '#F472B6', v: '-$129', i: 'card' },
    { c: amber, v: '-$2,310', i: 'layers' },
  ];
  tx2.forEach((t, i) => {
    const y = ty2 + 50 + i * 34;
    c += R(dx + 20, y, 26, 26, 8, t.c, { op: 0.16 }) + icon(t.i, dx + 23, y + 3, t.c, 1.6);
    c += bar(dx + 56, y + 5, 90, 7, '#CBD5E1', 0.8) + bar(dx + 56, y + 17, 56, 6, '#5B6785');
    c += T(CW - 44, y + 17, t.v, 12.5, t.v.startsWith('+') ? emerald : text, {
      w: 700,
      anchor: 'end',
    });
  });
  let body =
    s.body +
    browser(WIN.x, WIN.y, WIN.w, WIN.h, c, { theme: 'dark', url: 'app.ledgerly.io/overview' });
  // floating card overlapping the window edge
  const fsh = id('fsh');
  body += `<defs>${shadowDef(fsh, { dy: 18, blur: 22, op: 0.55 })}</defs><g transform="translate(34 560)" filter="url(#${fsh})">
  ${R(0, 0, 210, 92, 16, '#1A2140', { stroke: '#2E3A63' })}
  ${R(16, 16, 36, 36, 10, emerald, { op: 0.18 })}${icon('chart', 24, 24, emerald)}
  ${T(64, 32, 'Runway', 12, muted, { w: 600 })}${T(64, 56, '18.4 mo', 20, '#F8FAFC', { w: 800 })}
  ${R(16, 68, 178, 6, 3, '#2E3A63')}${R(16, 68, 132, 6, 3, emerald)}</g>`;
  return svgDoc(s.defs, body);
}

// ---------------------------------------------------------------------------
function building(x, y, w, h, v) {
  // Illustrated modernist building in a framed "photo"
  const skyG = id('as');
  const glass = id('ag');
  const clip = id('ac');
  let s = `<defs>${linDef(skyG, 0, 0, 0, 1, [
    [0, v.sky[0]],
    [1, v.sky[1]],
  ])}${linDef(glass, 0, 0, 1, 1, [
    [0, '#9FB3BF'],
    [0.5, '#6E8794'],
    [1, '#44606E'],
  ])}<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${v.r ?? 6}"/></clipPath></defs>`;
  s += `<g clip-path="url(#${clip})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${skyG})"/>`;
  s += `<g transform="translate(${x} ${y}) scale(${f(w / 400, 4)} ${f(h / 300, 4)})">`;
  if (v.kind === 'cantilever') {
    s += `<rect x="0" y="236" width="400" height="64" fill="#B9B1A3"/>`;
    s += `<rect x="60" y="120" width="230" height="116" fill="#E9E4DA"/>`;
    s += `<rect x="80" y="140" width="190" height="96" fill="url(#${glass})"/>`;
    for (let i = 1; i < 6; i++)
      s += `<rect x="${80 + i * 31.6}" y="140" width="2" height="96" fill="#2F3D44" fill-opacity="0.6"/>`;
    s += `<rect x="150" y="70" width="240" height="58" fill="#F3EFE8"/>`;
    s += `<rect x="160" y="82" width="220" height="34" fill="url(#${glass})"/>`;
    for (let i = 1; i < 7; i++)
      s += `<rect x="${160 + i * 31.4}" y="82" width="2" height="34" fill="#2F3D44" fill-opacity="0.55"/>`;
    s += `<rect x="150" y="128" width="240" height="8" fill="#8A8276" fill-opacity="0.6"/>`;
    s += `<rect x="300" y="136" width="16" height="100" fill="#D8D2C7"/>`;
    s += `<path d="M0 236h400v6H0z" fill="#8F877A"/>`;
    s += `<rect x="0" y="250" width="400" height="10" fill="#A7C1C9" fill-opacity="0.7"/>`;
    s += `<circle cx="34" cy="196" r="34" fill="#6B705C"/><circle cx="58" cy="214" r="24" fill="#565B49"/><rect x="32" y="214" width="4" height="24" fill="#3F3A33"/>`;
  } else if (v.kind === 'stairs') {
    s += `<rect width="400" height="300" fill="#E9E2D6"/>`;
    for (let i = 0; i < 9; i++)
      s += `<rect x="${i * 44}" y="${300 - (i + 1) * 30}" width="${400 - i * 44}" height="30" fill="${i % 2 ? '#D9D0C1' : '#E4DCCF'}"/><rect x="${i * 44}" y="${300 - (i + 1) * 30}" width="${400 - i * 44}" height="4" fill="#F7F3EC"/>`;
    s += `<path d="M0 0h160L0 300z" fill="#1C1917" fill-opacity="0.12"/>`;
  } else if (v.kind === 'arch') {
    s += `<rect width="400" height="300" fill="#D7C3A8"/>`;
    for (let i = 0; i < 3; i++) {
      const ax = 30 + i * 125;
      s += `<path d="M${ax} 300V130a50 50 0 0 1 100 0V300z" fill="#B89B78"/>`;
      s += `<path d="M${ax + 14} 300V136a36 36 0 0 1 72 0V300z" fill="#8C6E4F"/>`;
    }
    s += `<path d="M0 0h400v40H0z" fill="#E6D6C0"/>`;
  } else if (v.kind === 'facade') {
    s += `<rect width="400" height="300" fill="#2E3A3F"/>`;
    for (let r = 0; r < 6; r++)
      for (let cI = 0; cI < 8; cI++) {
        const lit = (r * 7 + cI * 3) % 5 === 0;
        s += `<rect x="${14 + cI * 48}" y="${14 + r * 48}" width="40" height="40" fill="${lit ? '#E8C98F' : '#50646C'}" fill-opacity="${lit ? 0.9 : 0.7}"/>`;
      }
    s += `<path d="M0 300 400 0v300z" fill="#000" fill-opacity="0.12"/>`;
  }
  s += '</g></g>';
  return s;
}

export function atelierNord() {
  const paper = '#F5F2EC';
  const ink = '#1C1917';
  const sand = '#B59F7E';
  const olive = '#6B705C';
  const s = stage(MW, MH, {
    seed: 'atelier',
    base: ['#161A2E', '#0A0F1F'],
    glows: [
      { x: 1000, y: 180, r: 320, c: '#C8B69A', op: 0.28 },
      { x: 200, y: 600, r: 320, c: C.violet600, op: 0.35 },
      { x: 640, y: 360, r: 260, c: C.indigo, op: 0.25 },
    ],
  });
  let c = R(0, 0, CW, CH, 0, paper);
  // nav
  c += T(40, 46, 'ATELIER NORD', 15, ink, { w: 700, ls: 5 });
  c += navRow(0, 46, ['Projects', 'Studio', 'Journal', 'Contact'], 13, '#57534E', {
    right: CW - 40,
    gap: 36,
    w: 500,
  });
  c += `<line x1="40" y1="72" x2="${CW - 40}" y2="72" stroke="${ink}" stroke-opacity="0.12"/>`;
  // hero text
  c += T(40, 112, '01 — SELECTED WORK', 11, sand, { w: 700, ls: 2.5 });
  c += T(38, 178, 'Form follows', 50, ink, { w: 400, family: SERIF, ls: -1 });
  c += `<text x="38" y="236" font-family="${SERIF}" font-size="50" font-style="italic" letter-spacing="-1" fill="${olive}">light.</text>`;
  c += para(40, 270, [300, 280, 220], { fill: '#78716C', op: 0.5, h: 7, gap: 15 });
  c += T(40, 344, 'View projects', 13, ink, { w: 700, ls: 0.5 });
  c +=
    `<line x1="40" y1="352" x2="140" y2="352" stroke="${ink}" stroke-width="1.5"/>` +
    icon('arrow', 148, 330, ink, 1.6);
  // hero picture
  c += building(430, 96, 570, 300, { kind: 'cantilever', sky: ['#DCE3E6', '#F2EEE7'], r: 4 });
  c +=
    R(430 + 18, 96 + 300 - 44, 150, 28, 2, '#FFFFFF', { op: 0.9 }) +
    T(430 + 30, 96 + 300 - 25, 'Villa Fjell, 2024', 11.5, ink, { w: 600 });
  // projects row
  const py = 424;
  const pw = (CW - 80 - 2 * 24) / 3;
  const kinds = [
    { kind: 'stairs', sky: ['#EEE', '#EEE'], n: '02', t: 'Stair House' },
    { kind: 'arch', sky: ['#EEE', '#EEE'], n: '03', t: 'Arcade Pavilion' },
    { kind: 'facade', sky: ['#EEE', '#EEE'], n: '04', t: 'Harbour Offices' },
  ];
  kinds.forEach((k, i) => {
    const x = 40 + i * (pw + 24);
    c += building(x, py, pw, 120, { ...k, r: 3 });
    c +=
      T(x, py + 144, k.n, 11, sand, { w: 700, ls: 1 }) +
      T(x + 28, py + 144, k.t, 13, ink, { w: 600, family: SERIF });
    c += T(x + pw, py + 144, 'Oslo', 11, '#A8A29E', { w: 500, anchor: 'end' });
  });
  const body = s.body + browser(WIN.x, WIN.y, WIN.w, WIN.h, c, { url: 'ateliernord.studio' });
  return svgDoc(s.defs, body);
}

// ---------------------------------------------------------------------------
export function routewise() {
  const bg = '#0B1120';
  const panel = '#111A2E';
  const line = '#1F2A44';
  const amber = '#F59E0B';
  const cyan = C.cyan;
  const green = '#22C55E';
  const text = '#E2E8F0';
  const muted = '#7C8AA5';
  const s = stage(MW, MH, {
    seed: 'routewise',
    glows: [
      { x: 1020, y: 200, r: 300, c: amber, op: 0.28 },
      { x: 200, y: 560, r: 320, c: cyan, op: 0.28 },
      { x: 640, y: 300, r: 340, c: C.indigo, op: 0.4 },
    ],
  });
  let c = R(0, 0, CW, CH, 0, bg);
  // map area
  const mx0 = 300;
  const mw = CW - mx0;
  const mclip = id('mc');
  c += `<clipPath id="${mclip}"><rect x="${mx0}" y="0" width="${mw}" height="${CH}"/></clipPath><g clip-path="url(#${mclip})">`;
  c += R(mx0, 0, mw, CH, 0, '#0F1A2C');
  // parks
  c += `<path d="M${mx0 + 60} 60q80-30 150 10t60 120q-60 40-150 10t-60-140z" fill="#12372F" fill-opacity="0.8"/>`;
  c += `<path d="M${mx0 + 520} 380q70-20 140 20t20 140q-80 20-150-10t-10-150z" fill="#12372F" fill-opacity="0.8"/>`;
  // river
  c += `<path d="M${mx0 - 10} 470C${mx0 + 160} 420 ${mx0 + 260} 520 ${mx0 + 420} 480S${mx0 + 640} 300 ${mx0 + 760} 330" fill="none" stroke="#12304F" stroke-width="34" stroke-linecap="round"/>`;
  // roads
  const r = rng('roads');
  let roads = '';
  for (let i = 0; i < 14; i++) {
    const y = 20 + i * 44 + r() * 20;
    const pts = [];
    for (let x = mx0 - 20; x <= CW + 20; x += 90) pts.push([x, y + (r() - 0.5) * 26]);
    roads += `<path d="${smoothPath(pts, 0.6)}" stroke-width="${i % 4 === 0 ? 5 : 2}"/>`;
  }
  for (let i = 0; i < 12; i++) {
    const x = mx0 + 20 + i * 64 + r() * 20;
    const pts = [];
    for (let y = -20; y <= CH + 20; y += 90) pts.push([x + (r() - 0.5) * 30, y]);
    roads += `<path d="${smoothPath(pts, 0.6)}" stroke-width="${i % 3 === 0 ? 5 : 2}"/>`;
  }
  c += `<g fill="none" stroke="#22304D" stroke-linecap="round">${roads}</g>`;
  // route
  const route = [
    [mx0 + 90, 520],
    [mx0 + 170, 430],
    [mx0 + 300, 400],
    [mx0 + 360, 300],
    [mx0 + 500, 250],
    [mx0 + 590, 150],
    [mx0 + 660, 110],
  ];
  const rd = smoothPath(route, 0.8);
  c += `<path d="${rd}" fill="none" stroke="${cyan}" stroke-opacity="0.2" stroke-width="14" stroke-linecap="round"/>`;
  c += `<path d="${rd}" fill="none" stroke="${cyan}" stroke-width="4" stroke-linecap="round"/>`;
  const route2 = [
    [mx0 + 40, 140],
    [mx0 + 200, 200],
    [mx0 + 280, 300],
    [mx0 + 470, 360],
    [mx0 + 690, 470],
  ];
  c += `<path d="${smoothPath(route2, 0.8)}" fill="none" stroke="${amber}" stroke-width="3" stroke-dasharray="8 7" stroke-linecap="round" stroke-opacity="0.85"/>`;
  // stops
  for (const [x, y] of [route[1], route[3], route[5]])
    c +=
      circle(x, y, 7, bg) +
      `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="${cyan}" stroke-width="2.5"/>`;
  // destination pin
  const [px, py] = route[route.length - 1];
  c +=
    `<path d="M${px} ${py}c-10-12-16-20-16-28a16 16 0 0 1 32 0c0 8-6 16-16 28z" fill="${amber}"/>` +
    circle(px, py - 28, 6, bg);
  // vehicles
  const veh = (x, y, col, ang) =>
    `${circle(x, y, 20, col, 0.18)}${circle(x, y, 12, col)}<path transform="translate(${x} ${y}) rotate(${ang})" d="M0 -6 5 5 0 2.5 -5 5z" fill="#0B1120"/>`;
  c +=
    veh(mx0 + 300, 400, cyan, 60) +
    veh(mx0 + 200, 200, amber, 120) +
    veh(mx0 + 560, 560, green, -30) +
    veh(mx0 + 640, 250, green, 200);
  // ETA card
  const ex = mx0 + 24;
  c += R(ex, 24, 250, 96, 14, panel, { stroke: line, op: 0.96 });
  c += T(ex + 18, 52, 'TRK-204 · Route 12', 12, muted, { w: 600 });
  c += T(ex + 18, 82, 'ETA 14:32', 22, '#F8FAFC', { w: 800 });
  c += pill(ex + 160, 64, 'On time', green, green, { size: 10, op: 0.16 });
  c += R(ex + 18, 96, 214, 6, 3, line) + R(ex + 18, 96, 150, 6, 3, cyan);
  // map controls
  c +=
    R(CW - 56, CH - 120, 36, 72, 10, panel, { stroke: line }) +
    `<path d="M${CW - 44} ${CH - 102}h12M${CW - 38} ${CH - 108}v12M${CW - 44} ${CH - 66}h12" stroke="${text}" stroke-width="2" stroke-linecap="round"/>`;
  c += '</g>';
  // left panel
  c +=
    R(0, 0, mx0, CH, 0, panel) +
    `<line x1="${mx0}" y1="0" x2="${mx0}" y2="${CH}" stroke="${line}"/>`;
  c +=
    R(22, 22, 32, 32, 9, amber) +
    `<path d="M30 44c4-10 12-2 16-12" fill="none" stroke="#1C1206" stroke-width="3" stroke-linecap="round"/>` +
    circle(46, 31, 2.5, '#1C1206');
  c += T(64, 44, 'Routewise', 18, '#F8FAFC', { w: 800, ls: -0.3 });
  c +=
    R(20, 72, mx0 - 40, 36, 10, bg, { stroke: line }) +
    icon('search', 32, 80, muted) +
    bar(60, 86, 120, 7, '#334155');
  ['All 48', 'Active', 'Alerts'].forEach((l, i) => {
    const x = 20 + i * 88;
    c += R(x, 122, 80, 28, 8, i === 0 ? C.indigo600 : bg, { stroke: i === 0 ? undefined : line });
    c += T(x + 40, 140, l, 11.5, i === 0 ? '#fff' : muted, { w: 700, anchor: 'middle' });
  });
  const fleet = [
    ['TRK-204', 'On route', green, cyan],
    ['VAN-118', 'Delayed', amber, amber],
    ['TRK-311', 'On route', green, green],
    ['VAN-092', 'Loading', C.indigo, '#818CF8'],
    ['TRK-157', 'Idle', '#64748B', '#94A3B8'],
  ];
  fleet.forEach(([idt, st, col, ic], i) => {
    const y = 168 + i * 74;
    if (i === 0) c += R(12, y - 6, mx0 - 24, 66, 12, cyan, { op: 0.08, stroke: cyan, sop: 0.35 });
    c += R(24, y + 6, 36, 36, 10, ic, { op: 0.16 }) + icon('truck', 32, y + 14, ic, 1.6);
    c += T(72, y + 22, idt, 13.5, '#F8FAFC', { w: 700 });
    c += bar(72, y + 32, 96, 6, '#334155');
    c += pill(mx0 - 24 - (textW(st, 10) + 18), y + 10, st, col, col, { size: 10, op: 0.16 });
    c +=
      R(72, y + 46, 180, 4, 2, line) +
      R(72, y + 46, 180 * [0.72, 0.4, 0.55, 0.15, 0][i], 4, 2, col);
  });
  const body =
    s.body +
    browser(WIN.x, WIN.y, WIN.w, WIN.h, c, { theme: 'dark', url: 'app.routewise.io/fleet' });
  return svgDoc(s.defs, body);
}

export const portfolioDesigns = {
  'lumina-health': luminaHealth,
  'northpeak-outfitters': northpeakOutfitters,
  ledgerly,
  'atelier-nord': atelierNord,
  routewise,
};
