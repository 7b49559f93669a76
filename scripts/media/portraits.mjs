// Team portraits: flat, geometric vector illustrations (not photographs) on
// soft gradient backgrounds. 640×640 master; every person is composed from
// the same face/body construction with their own skin tone, hair, clothing.
import { f, linDef } from './lib.mjs';

export const PW = 640;

/** Mix a hex colour towards black (amt<0) or white (amt>0). */
function shade(hex, amt) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) =>
    Math.round(amt < 0 ? v * (1 + amt) : v + (255 - v) * amt),
  );
  return '#' + ch.map((v) => v.toString(16).padStart(2, '0')).join('');
}

const HEAD =
  'M232 272C232 196 270 160 320 160C370 160 408 196 408 272C408 344 374 398 320 398C266 398 232 344 232 272Z';

// Hair: [back layer (behind head), front layer (over head)]
const HAIR = {
  sidePart: [
    '',
    'M224 290C214 206 252 146 326 146C396 146 430 196 418 290C414 252 404 224 388 208C356 222 300 224 262 212C244 232 232 258 224 290Z',
  ],
  longWavy: [
    'M214 300C196 196 250 128 322 128C398 128 450 190 430 300C426 360 452 404 444 452C438 496 402 520 360 520L282 520C236 520 200 496 196 452C190 404 216 360 214 300Z',
    'M222 300C214 204 256 144 324 144C392 144 432 198 420 296C410 236 386 206 350 192C330 226 282 246 236 250C230 264 226 282 222 300Z',
  ],
  curlyShort: [
    '',
    'M226 282C214 250 218 214 236 194C240 170 266 152 292 152C306 140 338 138 352 150C378 150 400 166 406 190C424 208 428 246 414 282C410 254 400 236 386 228C370 236 350 232 336 224C320 236 296 236 280 226C264 236 246 236 236 230C230 246 228 262 226 282Z',
  ],
  bob: [
    'M208 300C198 196 250 136 322 136C394 136 444 196 434 300L440 384C426 396 404 398 388 388L252 388C236 398 214 396 200 384Z',
    'M220 292C212 206 254 148 322 148C392 148 430 206 420 292C418 262 408 240 396 230L244 230C232 240 222 262 220 292Z',
  ],
  longStraight: [
    'M212 292C204 190 254 134 320 134C386 134 436 190 428 292L436 540L204 540Z',
    'M222 300C218 206 260 148 320 148C380 148 422 206 418 300C412 232 380 196 322 186C318 214 300 232 282 244C262 254 240 270 222 300Z',
  ],
  buzz: [
    '',
    'M230 262C230 196 268 158 320 158C372 158 410 196 410 262C404 224 388 206 366 198C338 206 302 206 274 198C252 206 236 224 230 262Z',
  ],
  bun: [
    '',
    'M226 278C218 200 262 152 322 152C382 152 422 200 414 278C408 236 390 208 362 196C336 188 306 188 280 196C252 208 232 236 226 278Z',
  ],
};

// Clothing: torso shape is shared; these draw the garment details.
function clothing(style, main, accent, skin) {
  const torso = `<path d="M92 700C92 560 160 494 246 480L394 480C480 494 548 560 548 700Z" fill="${main}"/>`;
  switch (style) {
    case 'blazer':
      return (
        torso +
        `<path d="M280 480L320 560L360 480Z" fill="${accent}"/>` +
        `<path d="M300 480L320 520L340 480Z" fill="${skin}"/>` +
        `<path d="M262 478L320 600L250 560L238 500Z" fill="${shade(main, -0.18)}"/><path d="M378 478L320 600L390 560L402 500Z" fill="${shade(main, -0.18)}"/>` +
        `<circle cx="320" cy="612" r="5" fill="${shade(main, 0.25)}"/>`
      );
    case 'crew':
      return (
        torso +
        `<path d="M270 480C280 506 300 516 320 516C340 516 360 506 370 480Z" fill="${accent}"/><path d="M282 480C290 498 304 504 320 504C336 504 350 498 358 480Z" fill="${skin}"/>`
      );
    case 'collar':
      return (
        torso +
        `<path d="M286 480L320 530L354 480Z" fill="${skin}"/>` +
        `<path d="M276 470L320 532L292 548L262 492Z" fill="${accent}"/><path d="M364 470L320 532L348 548L378 492Z" fill="${accent}"/>` +
        `<path d="M320 532V700" stroke="${shade(main, -0.15)}" stroke-width="3"/><circle cx="320" cy="574" r="4" fill="${shade(main, -0.2)}"/><circle cx="320" cy="612" r="4" fill="${shade(main, -0.2)}"/>`
      );
    case 'turtleneck':
      return (
        torso +
        `<path d="M272 446H368V494C352 506 288 506 272 494Z" fill="${accent}"/><path d="M272 470H368" stroke="${shade(accent, -0.12)}" stroke-width="3"/>`
      );
    case 'jacket':
      return (
        torso +
        `<path d="M272 480C284 520 300 532 320 532C340 532 356 520 368 480Z" fill="${accent}"/>` +
        `<path d="M262 478L300 560L296 700H250L232 500Z" fill="${shade(main, -0.14)}"/><path d="M378 478L340 560L344 700H390L408 500Z" fill="${shade(main, -0.14)}"/>`
      );
    default:
      return torso;
  }
}

function face(p) {
  const skinDark = shade(p.skin, -0.16);
  const feat = shade(p.hair === '#F3E3C3' ? '#3F2A1E' : p.hair, -0.1);
  const lip = shade(p.skin, -0.32);
  let s = '';
  // eyes
  s += `<ellipse cx="284" cy="292" rx="7.5" ry="8.5" fill="#1E1B2E"/><ellipse cx="356" cy="292" rx="7.5" ry="8.5" fill="#1E1B2E"/>`;
  s += `<circle cx="286.5" cy="289" r="2.4" fill="#fff" fill-opacity="0.8"/><circle cx="358.5" cy="289" r="2.4" fill="#fff" fill-opacity="0.8"/>`;
  if (p.lashes)
    s += `<path d="M274 286l-5-4M366 286l5-4" stroke="#1E1B2E" stroke-width="3" stroke-linecap="round"/>`;
  // brows
  s += `<path d="M266 ${266 + (p.brow ?? 0)}Q284 ${256 + (p.brow ?? 0)} 300 ${264 + (p.brow ?? 0)}M340 ${264 + (p.brow ?? 0)}Q356 ${256 + (p.brow ?? 0)} 374 ${266 + (p.brow ?? 0)}" fill="none" stroke="${feat}" stroke-width="${p.browW ?? 6}" stroke-linecap="round"/>`;
  // nose
  s += `<path d="M322 300C324 314 330 324 330 330C330 336 322 338 314 336" fill="none" stroke="${skinDark}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  // cheeks
  s += `<ellipse cx="268" cy="330" rx="20" ry="12" fill="#F43F5E" fill-opacity="0.12"/><ellipse cx="372" cy="330" rx="20" ry="12" fill="#F43F5E" fill-opacity="0.12"/>`;
  if (p.freckles)
    for (const [x, y] of [
      [258, 318],
      [268, 324],
      [278, 316],
      [362, 316],
      [372, 324],
      [382, 318],
    ])
      s += `<circle cx="${x}" cy="${y}" r="2.2" fill="${skinDark}" fill-opacity="0.7"/>`;
  // mouth
  s += p.beard
    ? ''
    : `<path d="M296 356Q320 378 344 356" fill="${lip}" fill-opacity="0.25" stroke="${lip}" stroke-width="5" stroke-linecap="round"/>`;
  if (p.glasses)
    s += `<g fill="#FFFFFF" fill-opacity="0.12" stroke="${p.glasses}" stroke-width="5"><rect x="252" y="268" width="62" height="48" rx="16"/><rect x="326" y="268" width="62" height="48" rx="16"/></g><path d="M314 288Q320 282 326 288M252 284L236 278M388 284L404 278" fill="none" stroke="${p.glasses}" stroke-width="5" stroke-linecap="round"/>`;
  return s;
}

function portraitSvg(p, size = PW) {
  const bg = `bg-${p.slug}`;
  const hairShade = shade(p.hair, 0.18);
  const skinDark = shade(p.skin, -0.18);
  const [hairBack, hairFront] = HAIR[p.hairStyle];
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${PW} ${PW}"><defs>`;
  s += linDef(bg, 0, 0, 1, 1, [
    [0, p.bg[0]],
    [1, p.bg[1]],
  ]);
  s += `<radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  s += '</defs>';
  // backdrop with geometric accents
  s += `<rect width="${PW}" height="${PW}" fill="url(#${bg})"/>`;
  s += `<circle cx="320" cy="290" r="250" fill="url(#halo)"/>`;
  s += `<circle cx="${p.ring[0]}" cy="${p.ring[1]}" r="${p.ring[2]}" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="3"/>`;
  s += `<circle cx="${p.dot[0]}" cy="${p.dot[1]}" r="${p.dot[2]}" fill="#fff" fill-opacity="0.28"/>`;
  s += `<path d="M${p.wave[0]} ${p.wave[1]}c18-22 36-22 54 0s36 22 54 0" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="6" stroke-linecap="round"/>`;
  // hair behind
  if (hairBack) s += `<path d="${hairBack}" fill="${p.hair}"/>`;
  // neck
  s += `<path d="M276 360H364V480C348 500 292 500 276 480Z" fill="${p.skin}"/>`;
  s += `<path d="M276 372C296 404 344 404 364 372V420C340 432 300 432 276 420Z" fill="${skinDark}" fill-opacity="0.55"/>`;
  // clothes
  s += `<g transform="translate(0 -22)">${clothing(p.clothes, p.shirt, p.accent, p.skin)}</g>`;
  // ears
  s += `<ellipse cx="234" cy="296" rx="17" ry="26" fill="${p.skin}"/><ellipse cx="406" cy="296" rx="17" ry="26" fill="${p.skin}"/>`;
  s += `<ellipse cx="236" cy="298" rx="7" ry="13" fill="${skinDark}" fill-opacity="0.5"/><ellipse cx="404" cy="298" rx="7" ry="13" fill="${skinDark}" fill-opacity="0.5"/>`;
  if (p.earrings)
    s += `<circle cx="232" cy="330" r="7" fill="${p.earrings}"/><circle cx="408" cy="330" r="7" fill="${p.earrings}"/>`;
  // head + subtle side shading
  s += `<path d="${HEAD}" fill="${p.skin}"/>`;
  if (p.beard)
    s += `<path d="M236 300C240 360 270 406 320 406C370 406 400 360 404 300C396 330 384 344 366 350C350 340 290 340 274 350C256 344 244 330 236 300Z" fill="${p.hair}"/><path d="M298 358Q320 372 342 358" fill="none" stroke="${shade(p.skin, -0.4)}" stroke-width="5" stroke-linecap="round"/><path d="M292 346Q320 338 348 346" fill="none" stroke="${p.hair}" stroke-width="10" stroke-linecap="round"/>`;
  s += face(p);
  // hair in front
  s += `<path d="${hairFront}" fill="${p.hair}"/>`;
  if (p.hairStyle === 'bun')
    s += `<circle cx="320" cy="128" r="44" fill="${p.hair}"/><path d="M290 118Q320 96 350 118" fill="none" stroke="${hairShade}" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/><rect x="286" y="160" width="68" height="10" rx="5" fill="${p.accent}"/>`;
  if (p.hairStyle === 'longWavy')
    s += `<path d="M214 360C204 396 214 430 206 470M428 360C438 396 428 430 436 470" fill="none" stroke="${hairShade}" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>`;
  s += '</svg>';
  return s;
}

export const PEOPLE = [
  {
    slug: 'aarav-mehta',
    name: 'Aarav Mehta',
    skin: '#B97A57',
    hair: '#1C1917',
    hairStyle: 'sidePart',
    clothes: 'blazer',
    shirt: '#1E293B',
    accent: '#F8FAFC',
    bg: ['#6366F1', '#A855F7'],
    ring: [520, 130, 60],
    dot: [110, 180, 18],
    wave: [80, 420],
  },
  {
    slug: 'sarah-mitchell',
    name: 'Sarah Mitchell',
    skin: '#F2C9A8',
    hair: '#C08A4B',
    hairStyle: 'longWavy',
    clothes: 'crew',
    shirt: '#E76F51',
    accent: '#D35A3C',
    bg: ['#F0ABFC', '#8B5CF6'],
    ring: [120, 130, 54],
    dot: [530, 420, 16],
    wave: [450, 140],
    lashes: true,
    earrings: '#FCD34D',
  },
  {
    slug: 'rohan-iyer',
    name: 'Rohan Iyer',
    skin: '#93603F',
    hair: '#111827',
    hairStyle: 'curlyShort',
    clothes: 'crew',
    shirt: '#334155',
    accent: '#475569',
    bg: ['#22D3EE', '#6366F1'],
    ring: [520, 470, 58],
    dot: [120, 120, 16],
    wave: [440, 130],
    glasses: '#111827',
  },
  {
    slug: 'emily-carter',
    name: 'Emily Carter',
    skin: '#F6D3B8',
    hair: '#C2410C',
    hairStyle: 'bob',
    clothes: 'collar',
    shirt: '#0F766E',
    accent: '#14B8A6',
    bg: ['#A5B4FC', '#67E8F9'],
    ring: [110, 460, 56],
    dot: [520, 140, 18],
    wave: [70, 150],
    lashes: true,
    freckles: true,
  },
  {
    slug: 'priya-nair',
    name: 'Priya Nair',
    skin: '#A9714B',
    hair: '#120C0A',
    hairStyle: 'longStraight',
    clothes: 'turtleneck',
    shirt: '#EAB308',
    accent: '#D9A406',
    bg: ['#C084FC', '#F472B6'],
    ring: [530, 150, 52],
    dot: [100, 430, 18],
    wave: [70, 130],
    lashes: true,
    earrings: '#F8FAFC',
  },
  {
    slug: 'daniel-brooks',
    name: 'Daniel Brooks',
    skin: '#5C3A24',
    hair: '#0B0908',
    hairStyle: 'buzz',
    clothes: 'collar',
    shirt: '#93C5FD',
    accent: '#BFDBFE',
    bg: ['#818CF8', '#22D3EE'],
    ring: [120, 150, 58],
    dot: [530, 440, 16],
    wave: [450, 120],
    beard: true,
    brow: 2,
  },
  {
    slug: 'kavya-reddy',
    name: 'Kavya Reddy',
    skin: '#C68863',
    hair: '#1F1411',
    hairStyle: 'bun',
    clothes: 'jacket',
    shirt: '#4338CA',
    accent: '#F8FAFC',
    bg: ['#FDBA74', '#C084FC'],
    ring: [530, 460, 56],
    dot: [110, 140, 16],
    wave: [60, 430],
    lashes: true,
    earrings: '#67E8F9',
  },
];

export const portraitFor = (p) => portraitSvg(p);
export { f };
