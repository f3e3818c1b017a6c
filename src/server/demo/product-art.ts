import type { ArtMotif, DemoProduct } from './demo-catalogue.js';

/**
 * Flat product illustrations for the demo catalogue, drawn as 800x800 SVG from basic shapes so the
 * seed needs no image files and no fonts. Each motif is one small function drawing into the square
 * around (400, 400) and standing on a 'floor' near y = 600; the frame adds the background, a soft
 * floor shadow, and one of three views (plain, dotted and turned, zoomed in) for the gallery.
 */

const SIZE = 800;

interface Palette {
  bg: string;
  accent: string;
  /** The accent, darker and darker still. */
  dark: string;
  deep: string;
  /** The accent, lighter. */
  light: string;
  /** Brushed steel. */
  metal: string;
  metalDark: string;
  /** Near-black for clock hands and lenses. */
  ink: string;
}

type Motif = (p: Palette) => string;

// ---------------------------------------------------------------- colour helpers

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blends `hex` towards `target` by `amount` (0 = hex, 1 = target). */
function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  const channel = (i: 0 | 1 | 2) => Math.round(a[i] + (b[i] - a[i]) * amount);
  return `#${[channel(0), channel(1), channel(2)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Validates a colour and spells it as '#rrggbb'. */
const normalise = (hex: string) => mix(hex, hex, 0);

function palette(art: DemoProduct['art']): Palette {
  const accent = normalise(art.accent);
  return {
    bg: normalise(art.background),
    accent,
    dark: mix(accent, '#000000', 0.25),
    deep: mix(accent, '#000000', 0.5),
    light: mix(accent, '#ffffff', 0.55),
    metal: '#cfd3d8',
    metalDark: '#8b929b',
    ink: '#2b2826',
  };
}

// ---------------------------------------------------------------- shape helpers

/** Translucent overlays for flat shading. */
const SHADE = 'fill="#000" fill-opacity="0.14"';
const SHINE = 'fill="#fff" fill-opacity="0.3"';

/** A right-hand shadow crescent on a circle, to make it read as a ball. */
const crescent = (cx: number, cy: number, r: number) =>
  `<path d="M${cx} ${cy - r} A${r} ${r} 0 0 1 ${cx} ${cy + r} A${r * 0.45} ${r} 0 0 0 ${cx} ${cy - r} Z" ${SHADE}/>`;

/** Draws `content` clipped to `shape` (an SVG element without a closing '/>'), under a unique id. */
const clipped = (id: string, shape: string, content: string) =>
  `<defs><clipPath id="clip-${id}">${shape}/></clipPath></defs><g clip-path="url(#clip-${id})">${content}</g>`;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const polar = (cx: number, cy: number, rx: number, ry: number, deg: number): [number, number] => {
  const rad = (deg * Math.PI) / 180;
  return [cx + rx * Math.cos(rad), cy + ry * Math.sin(rad)];
};

const r1 = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------- homeware

const mug: Motif = (p) => {
  const body = 'M270 300 V550 Q270 592 312 592 H488 Q530 592 530 550 V300 Z';
  return `
    <path d="M370 250 q-22 -32 0 -64 q22 -32 0 -64 M430 250 q-22 -32 0 -64 q22 -32 0 -64" fill="none" stroke="${p.dark}" stroke-opacity="0.25" stroke-width="12" stroke-linecap="round"/>
    <path d="M520 350 h34 a60 60 0 0 1 0 120 h-34" fill="none" stroke="${p.dark}" stroke-width="34" stroke-linecap="round"/>
    ${clipped(
      'mug',
      `<path d="${body}"`,
      `<rect x="260" y="290" width="280" height="310" fill="${p.accent}"/>
       <rect x="260" y="430" width="280" height="26" fill="${p.light}"/>
       <rect x="455" y="290" width="90" height="310" ${SHADE}/>
       <rect x="298" y="330" width="22" height="200" rx="11" ${SHINE}/>`,
    )}
    <ellipse cx="400" cy="300" rx="130" ry="26" fill="${p.dark}"/>
    <ellipse cx="400" cy="304" rx="112" ry="18" fill="#4a2e1f"/>`;
};

const lamp: Motif = (p) => `
  <ellipse cx="400" cy="590" rx="110" ry="22" fill="${p.deep}"/>
  <ellipse cx="400" cy="582" rx="110" ry="20" fill="${p.dark}"/>
  <rect x="391" y="380" width="18" height="205" fill="${p.dark}"/>
  <rect x="391" y="380" width="7" height="205" ${SHINE}/>
  <ellipse cx="400" cy="440" rx="170" ry="55" fill="#fff3c9" fill-opacity="0.55"/>
  <polygon points="310,200 490,200 570,400 230,400" fill="${p.accent}"/>
  <polygon points="400,200 490,200 570,400 400,400" ${SHADE}/>
  <polygon points="326,214 344,214 282,386 260,386" ${SHINE}/>
  <ellipse cx="400" cy="200" rx="90" ry="14" fill="${p.light}"/>
  <ellipse cx="400" cy="400" rx="170" ry="20" fill="#ffe8a3"/>`;

const cushion: Motif = (p) => {
  const outline = 'M240 250 Q400 222 560 250 Q590 420 560 580 Q400 608 240 580 Q210 420 240 250 Z';
  return `
    <path d="${outline}" fill="${p.accent}"/>
    <path d="M400 320 L485 415 L400 510 L315 415 Z M400 360 L447 415 L400 470 L353 415 Z" fill="none" stroke="${p.light}" stroke-width="12" stroke-linejoin="round"/>
    ${range(4)
      .map((i) => {
        const [x, y] = polar(400, 415, 150, 150, 45 + i * 90);
        return `<circle cx="${r1(x)}" cy="${r1(y)}" r="14" fill="${p.light}"/>`;
      })
      .join('')}
    <circle cx="400" cy="415" r="14" fill="${p.deep}"/>
    <path d="M560 250 Q590 420 560 580 Q400 608 240 580 Q420 560 530 500 Q570 400 560 250 Z" ${SHADE}/>
    <path d="M272 282 Q400 258 520 276" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="12" stroke-linecap="round"/>`;
};

const vase: Motif = (p) => {
  const outline =
    'M355 210 H445 L440 270 C520 310 560 400 535 480 C515 555 465 592 400 592 C335 592 285 555 265 480 C240 400 280 310 360 270 Z';
  return `
    <path d="M396 215 Q378 120 318 70 M404 215 Q422 110 480 80 M400 215 Q402 120 398 40" fill="none" stroke="${p.deep}" stroke-width="5" stroke-linecap="round"/>
    <ellipse cx="318" cy="74" rx="16" ry="40" transform="rotate(-40 318 74)" fill="${p.light}"/>
    <ellipse cx="480" cy="82" rx="16" ry="40" transform="rotate(48 480 82)" fill="${p.light}"/>
    <ellipse cx="398" cy="46" rx="15" ry="38" fill="${p.light}"/>
    ${clipped(
      'vase',
      `<path d="${outline}"`,
      `<rect x="240" y="200" width="320" height="400" fill="${p.accent}"/>
       <path d="M240 420 Q400 460 560 420 M240 470 Q400 510 560 470" fill="none" stroke="${p.light}" stroke-width="14"/>
       <path d="M240 445 Q400 485 560 445" fill="none" stroke="${p.dark}" stroke-width="6"/>
       <rect x="410" y="200" width="160" height="400" ${SHADE}/>
       <path d="M312 350 Q288 430 318 520" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="16" stroke-linecap="round"/>`,
    )}
    <ellipse cx="400" cy="210" rx="46" ry="11" fill="${p.deep}"/>`;
};

const plant: Motif = (p) => {
  const greens = ['#4f7f48', '#3e6a3b', '#5f9356'];
  const leaves = [
    { angle: -34, length: 190 },
    { angle: -20, length: 250 },
    { angle: -6, length: 290 },
    { angle: 8, length: 260 },
    { angle: 22, length: 220 },
    { angle: 36, length: 170 },
  ];
  const leaf = (angle: number, length: number, i: number) => {
    const w = 34;
    const d = `M0 0 C${w} ${-length * 0.25} ${w} ${-length * 0.7} 0 ${-length} C${-w} ${-length * 0.7} ${-w} ${-length * 0.25} 0 0 Z`;
    return `<g transform="translate(${400 + angle * 1.6} 440) rotate(${angle})">
      <path d="${d}" fill="${greens[i % greens.length]}"/>
      <path d="M0 -10 V${-length * 0.85}" stroke="#cfe3a8" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>
    </g>`;
  };
  return `
    ${leaves.map((l, i) => leaf(l.angle, l.length, i)).join('')}
    <polygon points="315,440 485,440 465,595 335,595" fill="${p.accent}"/>
    <polygon points="400,440 485,440 465,595 400,595" ${SHADE}/>
    <rect x="298" y="414" width="204" height="42" rx="8" fill="${p.dark}"/>
    <rect x="310" y="420" width="180" height="8" rx="4" ${SHINE}/>`;
};

const candle: Motif = (p) => {
  const jar = 'M290 335 V560 Q290 592 322 592 H478 Q510 592 510 560 V335 Z';
  return `
    <circle cx="400" cy="262" r="78" fill="#ffd36b" fill-opacity="0.25"/>
    ${clipped(
      'candle',
      `<path d="${jar}"`,
      `<rect x="280" y="330" width="240" height="270" fill="${p.accent}"/>
       <rect x="450" y="330" width="70" height="270" ${SHADE}/>
       <rect x="306" y="360" width="18" height="200" rx="9" ${SHINE}/>`,
    )}
    <rect x="330" y="420" width="140" height="104" rx="10" fill="${p.light}"/>
    <circle cx="400" cy="452" r="16" fill="${p.dark}"/>
    <rect x="355" y="482" width="90" height="8" rx="4" fill="${p.dark}" fill-opacity="0.5"/>
    <rect x="370" y="498" width="60" height="8" rx="4" fill="${p.dark}" fill-opacity="0.35"/>
    <ellipse cx="400" cy="335" rx="110" ry="24" fill="#f4ead8"/>
    <ellipse cx="400" cy="338" rx="70" ry="13" fill="#e6d7bb"/>
    <line x1="400" y1="338" x2="400" y2="302" stroke="#3b302a" stroke-width="5" stroke-linecap="round"/>
    <path d="M400 198 C426 240 434 272 400 302 C366 272 374 240 400 198 Z" fill="#f39c25"/>
    <path d="M400 240 C413 262 415 282 400 296 C385 282 387 262 400 240 Z" fill="#ffe27a"/>`;
};

const towel: Motif = (p) => {
  const layers = [
    { y: 522, x: 210, w: 380, fill: p.dark },
    { y: 452, x: 225, w: 350, fill: p.light },
    { y: 382, x: 240, w: 320, fill: p.accent },
  ];
  return layers
    .map(
      (l) => `
      <rect x="${l.x}" y="${l.y}" width="${l.w}" height="70" rx="30" fill="${l.fill}"/>
      <rect x="${l.x}" y="${l.y + 46}" width="${l.w}" height="24" rx="12" ${SHADE}/>
      <rect x="${l.x + l.w - 110}" y="${l.y}" width="16" height="70" fill="#fff" fill-opacity="0.45"/>
      <rect x="${l.x + l.w - 84}" y="${l.y}" width="8" height="70" fill="#fff" fill-opacity="0.45"/>
      <rect x="${l.x + 26}" y="${l.y + 10}" width="${l.w - 180}" height="8" rx="4" ${SHINE}/>`,
    )
    .join('');
};

const clock: Motif = (p) => {
  const hand = (deg: number, length: number, width: number, colour: string) => {
    const [x, y] = polar(400, 400, length, length, deg - 90);
    return `<line x1="400" y1="400" x2="${r1(x)}" y2="${r1(y)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
  };
  return `
    <circle cx="400" cy="400" r="200" fill="${p.accent}"/>
    ${crescent(400, 400, 200)}
    <circle cx="400" cy="400" r="168" fill="${p.dark}"/>
    <circle cx="400" cy="404" r="164" fill="#fbf8f3"/>
    ${range(12)
      .map(
        (i) =>
          `<rect x="396" y="250" width="8" height="${i % 3 === 0 ? 30 : 16}" rx="3" fill="${p.ink}" transform="rotate(${i * 30} 400 404)"/>`,
      )
      .join('')}
    ${hand(300, 90, 14, p.ink)}${hand(60, 132, 9, p.ink)}${hand(200, 140, 4, p.accent)}
    <circle cx="400" cy="400" r="14" fill="${p.accent}"/>`;
};

// ---------------------------------------------------------------- gym

const dumbbell: Motif = (p) => {
  const plate = (x: number, w: number, y: number, h: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}"/>
     <rect x="${x + 10}" y="${y + 14}" width="12" height="${h - 28}" rx="6" ${SHINE}/>`;
  return `<g transform="rotate(-18 400 420)">
    <rect x="290" y="404" width="220" height="32" rx="10" fill="${p.metal}"/>
    <rect x="290" y="424" width="220" height="12" rx="6" fill="${p.metalDark}" fill-opacity="0.6"/>
    ${range(9)
      .map(
        (i) =>
          `<rect x="${334 + i * 15}" y="406" width="5" height="28" fill="${p.metalDark}" fill-opacity="0.45"/>`,
      )
      .join('')}
    <rect x="274" y="384" width="22" height="72" rx="5" fill="${p.metalDark}"/>
    <rect x="504" y="384" width="22" height="72" rx="5" fill="${p.metalDark}"/>
    ${plate(160, 48, 340, 160, p.dark)}${plate(200, 78, 310, 220, p.accent)}
    ${plate(592, 48, 340, 160, p.dark)}${plate(522, 78, 310, 220, p.accent)}
  </g>`;
};

const kettlebell: Motif = (p) => `
  <path d="M298 420 C266 150 534 150 502 420" fill="none" stroke="${p.deep}" stroke-width="54" stroke-linecap="round"/>
  <path d="M306 350 C300 230 370 196 400 196" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="10" stroke-linecap="round"/>
  <rect x="318" y="576" width="164" height="24" rx="8" fill="${p.deep}"/>
  <circle cx="400" cy="445" r="155" fill="${p.accent}"/>
  ${crescent(400, 445, 155)}
  <path d="M262 420 Q400 470 538 420" fill="none" stroke="${p.light}" stroke-opacity="0.7" stroke-width="10"/>
  <ellipse cx="338" cy="375" rx="28" ry="46" transform="rotate(35 338 375)" ${SHINE}/>`;

const mat: Motif = (p) => `
  <polygon points="160,612 610,612 566,548 222,548" fill="${mix(p.accent, '#ffffff', 0.15)}"/>
  <polygon points="160,612 610,612 604,603 166,603" ${SHADE}/>
  <path d="M262 330 H540 V550 H262 A52 110 0 0 1 262 330 Z" fill="${p.accent}"/>
  <path d="M262 500 H540 V550 H262 A52 110 0 0 1 225 520 Z" ${SHADE}/>
  <rect x="262" y="348" width="270" height="16" rx="8" ${SHINE}/>
  <rect x="318" y="324" width="30" height="232" rx="8" fill="${p.deep}"/>
  <rect x="452" y="324" width="30" height="232" rx="8" fill="${p.deep}"/>
  <ellipse cx="540" cy="440" rx="52" ry="110" fill="${p.dark}"/>
  ${[40, 28, 16]
    .map(
      (rx, i) =>
        `<ellipse cx="${540 - i * 3}" cy="440" rx="${rx}" ry="${rx * 2.1}" fill="none" stroke="${p.light}" stroke-width="6"/>`,
    )
    .join('')}`;

const bottle: Motif = (p) => {
  const body =
    'M315 305 Q315 252 365 246 H435 Q485 252 485 305 V560 Q485 595 450 595 H350 Q315 595 315 560 Z';
  return `
    <circle cx="400" cy="166" r="26" fill="none" stroke="${p.deep}" stroke-width="12"/>
    <rect x="352" y="176" width="96" height="76" rx="14" fill="${p.deep}"/>
    <rect x="352" y="206" width="96" height="8" fill="#000" fill-opacity="0.2"/>
    ${clipped(
      'bottle',
      `<path d="${body}"`,
      `<rect x="300" y="240" width="200" height="360" fill="${p.accent}"/>
       <rect x="300" y="390" width="200" height="110" fill="${p.light}"/>
       <circle cx="400" cy="445" r="28" fill="${p.accent}"/>
       <rect x="435" y="240" width="60" height="360" ${SHADE}/>
       <rect x="336" y="290" width="18" height="240" rx="9" ${SHINE}/>`,
    )}`;
};

const band: Motif = (p) => {
  const loop = (rx: number, ry: number, rot: number, cy: number, colour: string) => `
    <g transform="rotate(${rot} 400 ${cy})">
      <ellipse cx="400" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${colour}" stroke-width="30"/>
      <ellipse cx="400" cy="${cy}" rx="${rx - 11}" ry="${ry - 11}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="8"/>
      <ellipse cx="400" cy="${cy}" rx="${rx + 9}" ry="${ry + 9}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="5"/>
    </g>`;
  return (
    loop(215, 118, -16, 470, p.dark) + loop(190, 104, 12, 430, p.accent) + loop(155, 84, -4, 395, p.light)
  );
};

const rope: Motif = (p) => {
  const handle = (cx: number, rot: number) => `
    <g transform="rotate(${rot} ${cx} 520)">
      <rect x="${cx - 28}" y="440" width="56" height="170" rx="28" fill="${p.accent}"/>
      <rect x="${cx + 6}" y="450" width="18" height="150" rx="9" ${SHADE}/>
      <rect x="${cx - 18}" y="460" width="10" height="120" rx="5" ${SHINE}/>
      ${range(4)
        .map(
          (i) =>
            `<rect x="${cx - 28}" y="${500 + i * 22}" width="56" height="6" fill="${p.deep}" fill-opacity="0.35"/>`,
        )
        .join('')}
      <rect x="${cx - 16}" y="420" width="32" height="30" rx="6" fill="${p.metalDark}"/>
    </g>`;
  return `
    <path d="M300 428 C240 40 560 40 500 428" fill="none" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/>
    <path d="M300 428 C240 40 560 40 500 428" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="14 10"/>
    ${handle(300, 14)}${handle(500, -14)}`;
};

const gloves: Motif = (p) => {
  const fingers = [
    { x: 296, top: 262 },
    { x: 350, top: 244 },
    { x: 404, top: 250 },
    { x: 458, top: 272 },
  ];
  const mesh = range(5)
    .flatMap((row) =>
      range(6).map(
        (col) =>
          `<circle cx="${330 + col * 28 + (row % 2) * 14}" cy="${372 + row * 26}" r="7" fill="${p.light}" fill-opacity="0.6"/>`,
      ),
    )
    .join('');
  return `
    <rect x="232" y="360" width="62" height="150" rx="31" fill="${p.dark}" transform="rotate(-32 262 435)"/>
    ${fingers
      .map(
        (f) => `<rect x="${f.x}" y="${f.top}" width="48" height="90" rx="22" fill="${p.accent}"/>
        <ellipse cx="${f.x + 24}" cy="${f.top + 12}" rx="18" ry="8" fill="${p.deep}"/>`,
      )
      .join('')}
    <rect x="288" y="300" width="224" height="240" rx="52" fill="${p.accent}"/>
    <rect x="304" y="318" width="192" height="36" rx="18" fill="${p.dark}"/>
    ${mesh}
    <rect x="452" y="300" width="60" height="240" rx="30" ${SHADE}/>
    <rect x="278" y="510" width="244" height="86" rx="18" fill="${p.deep}"/>
    <rect x="430" y="522" width="76" height="62" rx="12" fill="${p.dark}"/>
    <rect x="292" y="520" width="120" height="10" rx="5" ${SHINE}/>`;
};

const bag: Motif = (p) => {
  const body = '<rect x="190" y="360" width="420" height="235" rx="100"';
  return `
    <path d="M318 368 C318 250 482 250 482 368" fill="none" stroke="${p.deep}" stroke-width="22" stroke-linecap="round"/>
    <rect x="364" y="266" width="72" height="26" rx="10" fill="${p.dark}"/>
    ${clipped(
      'bag',
      body,
      `<rect x="180" y="350" width="440" height="260" fill="${p.accent}"/>
       <ellipse cx="205" cy="478" rx="48" ry="100" fill="${p.dark}"/>
       <ellipse cx="595" cy="478" rx="48" ry="100" fill="${p.dark}"/>
       <rect x="298" y="350" width="26" height="260" fill="${p.deep}"/>
       <rect x="476" y="350" width="26" height="260" fill="${p.deep}"/>
       <rect x="180" y="540" width="440" height="70" ${SHADE}/>
       <rect x="240" y="372" width="320" height="12" rx="6" ${SHINE}/>`,
    )}
    <path d="M250 392 H550" stroke="${p.light}" stroke-width="6" stroke-dasharray="6 6"/>
    <rect x="530" y="384" width="14" height="34" rx="4" fill="${p.metalDark}"/>`;
};

// ---------------------------------------------------------------- men

const watch: Motif = (p) => {
  const hand = (deg: number, length: number, width: number) => {
    const [x, y] = polar(400, 400, length, length, deg - 90);
    return `<line x1="400" y1="400" x2="${r1(x)}" y2="${r1(y)}" stroke="#fff" stroke-width="${width}" stroke-linecap="round"/>`;
  };
  return `
    <rect x="342" y="170" width="116" height="460" rx="26" fill="${p.ink}"/>
    <rect x="342" y="170" width="30" height="460" rx="15" fill="#fff" fill-opacity="0.08"/>
    ${[566, 598].map((y) => `<circle cx="400" cy="${y}" r="6" fill="#000" fill-opacity="0.45"/>`).join('')}
    <rect x="524" y="386" width="24" height="28" rx="5" fill="${p.metalDark}"/>
    <circle cx="400" cy="400" r="132" fill="${p.metalDark}"/>
    <circle cx="400" cy="400" r="124" fill="${p.metal}"/>
    <circle cx="400" cy="400" r="104" fill="${p.accent}"/>
    ${crescent(400, 400, 104)}
    ${range(12)
      .map(
        (i) =>
          `<rect x="397" y="306" width="6" height="${i % 3 === 0 ? 20 : 10}" rx="2" fill="#fff" fill-opacity="0.85" transform="rotate(${i * 30} 400 400)"/>`,
      )
      .join('')}
    <circle cx="365" cy="430" r="20" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>
    <circle cx="435" cy="430" r="20" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>
    ${hand(305, 58, 9)}${hand(55, 84, 6)}
    <circle cx="400" cy="400" r="9" fill="${p.metal}"/>
    <path d="M300 340 A110 110 0 0 1 380 292" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`;
};

const wallet: Motif = (p) => `
  <rect x="300" y="245" width="200" height="130" rx="12" fill="#e9eef2" transform="rotate(-8 400 310)"/>
  <rect x="300" y="270" width="200" height="22" fill="#9aa8b5" transform="rotate(-8 400 310)"/>
  <rect x="330" y="262" width="190" height="120" rx="12" fill="${p.light}" transform="rotate(5 425 322)"/>
  <rect x="220" y="310" width="360" height="262" rx="26" fill="${p.accent}"/>
  <rect x="236" y="326" width="328" height="230" rx="16" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="10 8"/>
  <rect x="220" y="310" width="360" height="70" rx="26" fill="${p.dark}"/>
  <rect x="236" y="340" width="328" height="3" fill="${p.light}" fill-opacity="0.6"/>
  <circle cx="400" cy="470" r="30" fill="none" stroke="${p.dark}" stroke-width="6"/>
  <rect x="220" y="500" width="360" height="72" rx="26" ${SHADE}/>
  <rect x="240" y="392" width="16" height="150" rx="8" ${SHINE}/>`;

const belt: Motif = (p) => `<g transform="rotate(-16 400 420)">
  <path d="M190 370 H620 L668 400 L620 430 H190 Z" fill="${p.accent}"/>
  <path d="M190 415 H620 L644 430 H190 Z" ${SHADE}/>
  <path d="M210 380 H616 M210 420 H616" stroke="${p.light}" stroke-width="3" stroke-dasharray="10 7"/>
  ${[480, 515, 550, 585].map((x) => `<circle cx="${x}" cy="400" r="7" fill="${p.deep}"/>`).join('')}
  <rect x="290" y="360" width="24" height="80" rx="5" fill="${p.dark}"/>
  <rect x="166" y="338" width="96" height="124" rx="18" fill="none" stroke="${p.metalDark}" stroke-width="18"/>
  <rect x="166" y="338" width="96" height="124" rx="18" fill="none" stroke="${p.metal}" stroke-width="8"/>
  <rect x="176" y="394" width="100" height="12" rx="5" fill="${p.metalDark}"/>
</g>`;

const sunglasses: Motif = (p) => {
  const lens =
    'M170 350 H370 Q382 350 380 366 L366 452 Q356 505 300 505 H232 Q180 505 172 452 L158 370 Q158 350 170 350 Z';
  const tint = mix(p.accent, '#1d2127', 0.72);
  const side = `
    <path d="${lens}" fill="${tint}" stroke="${p.accent}" stroke-width="18" stroke-linejoin="round"/>
    <path d="M196 372 L250 372 L196 460 Z" fill="#fff" fill-opacity="0.18"/>
    <path d="M150 358 L122 344" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>`;
  return `
    ${side}
    <g transform="translate(800 0) scale(-1 1)">${side}</g>
    <path d="M370 372 Q400 344 430 372" fill="none" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>
    <path d="M165 346 H635" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="5"/>`;
};

const cap: Motif = (p) => {
  const crown = 'M200 560 C200 380 300 330 390 330 C500 330 580 410 580 560 Z';
  return `<g transform="translate(-40 0)">
    ${clipped(
      'cap',
      `<path d="${crown}"`,
      `<rect x="190" y="320" width="400" height="250" fill="${p.accent}"/>
       <path d="M390 330 C530 380 560 470 590 560 H520 C510 450 470 380 390 330 Z" ${SHADE}/>
       <path d="M390 332 C368 400 356 480 362 560 M390 332 C450 400 480 480 486 560" fill="none" stroke="${p.dark}" stroke-width="4"/>
       <path d="M260 420 C280 380 320 352 360 344" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="14" stroke-linecap="round"/>`,
    )}
    <rect x="200" y="548" width="380" height="18" rx="6" fill="${p.deep}"/>
    <circle cx="320" cy="420" r="6" fill="${p.dark}"/>
    <ellipse cx="390" cy="332" rx="22" ry="9" fill="${p.dark}"/>
    <path d="M556 535 C640 535 722 560 746 592 C700 608 620 602 556 582 Z" fill="${p.dark}"/>
    <path d="M556 572 C620 590 700 598 746 592 C700 608 620 602 556 582 Z" ${SHADE}/>
  </g>`;
};

const tie: Motif = (p) => {
  const blade = 'M370 254 H430 L482 540 L400 622 L318 540 Z';
  return `
    ${clipped(
      'tie',
      `<path d="${blade}"`,
      `<rect x="300" y="240" width="200" height="400" fill="${p.accent}"/>
       ${range(9)
         .map(
           (i) =>
             `<path d="M290 ${300 + i * 52} L510 ${180 + i * 52}" stroke="${p.light}" stroke-width="12"/>`,
         )
         .join('')}
       <rect x="400" y="240" width="100" height="400" ${SHADE}/>`,
    )}
    <polygon points="354,190 446,190 432,258 368,258" fill="${p.dark}"/>
    <polygon points="400,190 446,190 432,258 400,258" ${SHADE}/>
    <polygon points="360,196 380,196 376,250 372,250" ${SHINE}/>`;
};

// ---------------------------------------------------------------- women

const necklace: Motif = (p) => {
  const chain = (d: string, bead: string) => `
    <path d="${d}" fill="none" stroke="${p.dark}" stroke-width="3"/>
    <path d="${d}" fill="none" stroke="${bead}" stroke-width="11" stroke-linecap="round" stroke-dasharray="0.1 15"/>`;
  return `
    ${chain('M262 170 C262 400 330 460 400 460 C470 460 538 400 538 170', p.accent)}
    ${chain('M222 170 C212 480 320 548 400 548 C480 548 588 480 578 170', p.light)}
    <circle cx="400" cy="478" r="18" fill="${p.accent}"/>
    <circle cx="394" cy="472" r="6" fill="#fff" fill-opacity="0.5"/>
    <circle cx="400" cy="556" r="8" fill="none" stroke="${p.dark}" stroke-width="4"/>
    <path d="M400 562 C436 594 440 620 400 650 C360 620 364 594 400 562 Z" fill="${p.accent}"/>
    <path d="M400 562 C436 594 440 620 400 650 C420 620 420 594 400 562 Z" ${SHADE}/>
    <ellipse cx="388" cy="600" rx="7" ry="14" fill="#fff" fill-opacity="0.45"/>`;
};

const earrings: Motif = (p) => {
  const earring = (cx: number) => `
    <path d="M${cx} 322 C${cx} 278 ${cx + 40} 270 ${cx + 48} 300" fill="none" stroke="${p.metalDark}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="${cx}" cy="420" r="92" fill="none" stroke="${p.accent}" stroke-width="18"/>
    <path d="M${cx + 92} 420 A92 92 0 0 1 ${cx} 512" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="18"/>
    ${range(16)
      .map((i) => {
        const [x, y] = polar(cx, 420, 92, 92, i * 22.5);
        return `<circle cx="${r1(x)}" cy="${r1(y)}" r="8" fill="${i % 2 ? p.light : p.dark}"/>`;
      })
      .join('')}
    <circle cx="${cx}" cy="538" r="18" fill="${p.light}"/>
    <circle cx="${cx}" cy="574" r="12" fill="${p.dark}"/>
    <circle cx="${cx - 6}" cy="532" r="5" fill="#fff" fill-opacity="0.6"/>`;
  return earring(285) + earring(515);
};

const handbag: Motif = (p) => {
  const body = 'M250 330 H550 L590 578 Q592 600 570 600 H230 Q208 600 210 578 Z';
  return `
    <path d="M312 336 C312 196 488 196 488 336" fill="none" stroke="${p.deep}" stroke-width="20" stroke-linecap="round"/>
    ${clipped(
      'handbag',
      `<path d="${body}"`,
      `<rect x="200" y="320" width="400" height="290" fill="${p.accent}"/>
       <polygon points="470,320 600,320 600,610 510,610" ${SHADE}/>
       <rect x="246" y="540" width="320" height="10" ${SHINE}/>`,
    )}
    <rect x="296" y="318" width="32" height="26" rx="6" fill="${p.metalDark}"/>
    <rect x="472" y="318" width="32" height="26" rx="6" fill="${p.metalDark}"/>
    <path d="M250 330 H550 L540 420 Q400 474 260 420 Z" fill="${p.dark}"/>
    <path d="M268 410 Q400 460 532 410" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="9 7"/>
    <rect x="382" y="428" width="36" height="40" rx="7" fill="#d9b45c"/>
    <rect x="390" y="436" width="20" height="24" rx="4" fill="#b48d3a"/>`;
};

const scarf: Motif = (p) => {
  const left = 'M338 300 C322 400 300 480 292 584 L404 590 C398 490 410 400 420 300 Z';
  const right = 'M388 300 C420 380 452 470 482 572 L566 548 C526 446 486 368 462 300 Z';
  const stripes = range(6)
    .map((i) => `<rect x="250" y="${350 + i * 44}" width="360" height="12" fill="${p.light}"/>`)
    .join('');
  const fringe = (x0: number, y0: number, x1: number, y1: number) =>
    range(9)
      .map((i) => {
        const x = x0 + ((x1 - x0) * (i + 0.5)) / 9;
        const y = y0 + ((y1 - y0) * (i + 0.5)) / 9;
        return `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + 2)}" y2="${r1(y + 24)}" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`;
      })
      .join('');
  return `
    <path d="M310 306 C272 160 528 160 490 306" fill="none" stroke="${p.dark}" stroke-width="58" stroke-linecap="round"/>
    <path d="M322 250 C340 200 400 190 440 196" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="12" stroke-linecap="round"/>
    ${fringe(484, 572, 566, 548)}
    ${clipped('scarf-r', `<path d="${right}"`, `<rect x="380" y="290" width="200" height="300" fill="${p.dark}"/>${stripes}<rect x="380" y="290" width="200" height="300" ${SHADE}/>`)}
    ${fringe(292, 584, 404, 590)}
    ${clipped('scarf-l', `<path d="${left}"`, `<rect x="280" y="290" width="140" height="310" fill="${p.accent}"/>${stripes}`)}
    <ellipse cx="400" cy="306" rx="62" ry="40" fill="${p.accent}"/>
    <ellipse cx="400" cy="306" rx="62" ry="40" ${SHADE}/>`;
};

const bracelet: Motif = (p) => {
  const beads = range(22)
    .map((i) => {
      const deg = (i * 360) / 22;
      const [x, y] = polar(400, 430, 200, 112, deg);
      const front = Math.sin((deg * Math.PI) / 180); // -1 at the back, 1 at the front
      return { x, y, r: 22 + front * 5, fill: i % 2 ? p.light : p.accent, dim: front < 0 };
    })
    .sort((a, b) => a.y - b.y);
  return `
    <ellipse cx="400" cy="430" rx="200" ry="112" fill="none" stroke="${p.deep}" stroke-width="4"/>
    ${beads
      .map(
        (b) => `<circle cx="${r1(b.x)}" cy="${r1(b.y)}" r="${r1(b.r)}" fill="${b.fill}"/>
        ${b.dim ? `<circle cx="${r1(b.x)}" cy="${r1(b.y)}" r="${r1(b.r)}" ${SHADE}/>` : ''}
        <circle cx="${r1(b.x - b.r * 0.3)}" cy="${r1(b.y - b.r * 0.3)}" r="${r1(b.r * 0.28)}" fill="#fff" fill-opacity="0.5"/>`,
      )
      .join('')}
    <circle cx="400" cy="572" r="8" fill="none" stroke="${p.metalDark}" stroke-width="4"/>
    <circle cx="400" cy="600" r="22" fill="${p.metal}"/>
    ${crescent(400, 600, 22)}
    <circle cx="400" cy="600" r="9" fill="${p.metalDark}"/>`;
};

const hairclip: Motif = (p) => {
  // The bar's lower edge is the curve y = 380 - 100 t (1 - t) for x = 240 + 320 t.
  const edge = (x: number) => {
    const t = (x - 240) / 320;
    return 380 - 100 * t * (1 - t);
  };
  const tooth = (x: number, fill: string, lean: number) => {
    const y = edge(x) - 12;
    return `<path d="M${x - 16} ${r1(y)} Q${x - 20} ${r1(y + 120)} ${x + lean} ${r1(y + 200)} Q${x + 20} ${r1(y + 120)} ${x + 16} ${r1(y)} Z" fill="${fill}"/>`;
  };
  return `
    ${range(6)
      .map((i) => tooth(291 + i * 44, p.deep, -10))
      .join('')}
    ${range(7)
      .map((i) => tooth(269 + i * 44, p.accent, 10))
      .join('')}
    <path d="M240 330 Q400 270 560 330 L560 380 Q400 330 240 380 Z" fill="${p.accent}"/>
    ${[
      { x: 300, y: 338, r: 20 },
      { x: 372, y: 318, r: 14 },
      { x: 444, y: 314, r: 22 },
      { x: 510, y: 332, r: 12 },
    ]
      .map(
        (s) =>
          `<ellipse cx="${s.x}" cy="${s.y}" rx="${s.r}" ry="${r1(s.r * 0.6)}" fill="${p.deep}" fill-opacity="0.45"/>`,
      )
      .join('')}
    <path d="M262 330 Q400 284 538 330" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>
    <circle cx="240" cy="356" r="24" fill="${p.dark}"/>
    <circle cx="560" cy="356" r="24" fill="${p.dark}"/>
    <circle cx="240" cy="356" r="9" fill="${p.metal}"/>
    <circle cx="560" cy="356" r="9" fill="${p.metal}"/>`;
};

const MOTIFS: Record<ArtMotif, Motif> = {
  mug,
  lamp,
  cushion,
  vase,
  plant,
  candle,
  towel,
  clock,
  dumbbell,
  kettlebell,
  mat,
  bottle,
  band,
  rope,
  gloves,
  bag,
  watch,
  wallet,
  belt,
  sunglasses,
  cap,
  tie,
  necklace,
  earrings,
  handbag,
  scarf,
  bracelet,
  hairclip,
};

// ---------------------------------------------------------------- frame and views

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small stable number from the title, so products sharing a motif get slightly different backdrops. */
function titleSeed(title: string): number {
  let h = 7;
  for (const ch of title) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return h;
}

interface View {
  backdrop: (p: Palette, seed: number) => string;
  transform: string;
}

/** Drawn with the motif, so it follows the view's turn and zoom. */
const FLOOR_SHADOW = '<ellipse cx="400" cy="612" rx="230" ry="26" fill="#000" fill-opacity="0.1"/>';

const VIEWS: readonly View[] = [
  // Front view on a soft halo.
  {
    backdrop: (p, seed) =>
      `<circle cx="${380 + (seed % 40)}" cy="380" r="300" fill="#fff" fill-opacity="0.35"/>`,
    transform: '',
  },
  // Turned and smaller, on a dotted backdrop.
  {
    backdrop: (p, seed) => {
      const dot = mix(p.bg, '#000000', 0.1);
      const offset = seed % 25;
      const dots = range(16)
        .flatMap((row) =>
          range(16).map(
            (col) => `<circle cx="${offset + col * 50 + (row % 2) * 25}" cy="${offset + row * 50}" r="4"/>`,
          ),
        )
        .join('');
      return `<g fill="${dot}">${dots}</g>`;
    },
    transform: 'translate(400 420) rotate(-9) scale(0.82) translate(-400 -400)',
  },
  // A close-up across a diagonal band of the accent colour.
  {
    backdrop: (p, seed) =>
      `<polygon points="0,${520 + (seed % 60)} 800,${220 + (seed % 60)} 800,800 0,800" fill="${p.light}" fill-opacity="0.45"/>`,
    transform: 'translate(400 400) scale(1.32) translate(-400 -410)',
  },
];

/**
 * An 800x800 SVG illustration of a product, drawn from its art settings; `view` 0, 1 or 2 gives the
 * three gallery images (other numbers wrap around). The title is only used for the accessible name
 * and for small variations of the backdrop; the image contains no text.
 */
export function productArtSvg(art: DemoProduct['art'], title: string, view: number): string {
  const p = palette(art);
  const draw = MOTIFS[art.motif] as Motif | undefined;
  if (!draw) throw new Error(`No drawing for motif ${String(art.motif)}`);
  const chosen = VIEWS[((Math.trunc(view) % VIEWS.length) + VIEWS.length) % VIEWS.length];
  if (!chosen) throw new Error(`No view ${view}`);
  const seed = titleSeed(title);
  const label = escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs><linearGradient id="light" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient></defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="${p.bg}"/>`,
    chosen.backdrop(p, seed),
    `<g transform="${chosen.transform}">${FLOOR_SHADOW}${draw(p)}</g>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#light)"/>`,
    '</svg>',
  ].join('');
}
