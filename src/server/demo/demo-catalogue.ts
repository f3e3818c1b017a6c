/**
 * The demo shop: 48 products (12 per category), coupons, promotions and orders, written as plain
 * data so that seed.ts can insert it and tests can check its invariants. Prices are in integer
 * cents (rand), dates are relative to the day the seed runs.
 */
import type { OrderStatus, PaymentStatus, ProductStatus } from '../../shared/constants.js';
import type { ShippingAddress } from '../../shared/schemas/orders.js';

export type ArtMotif =
  | 'mug'
  | 'lamp'
  | 'cushion'
  | 'vase'
  | 'plant'
  | 'candle'
  | 'towel'
  | 'clock'
  | 'dumbbell'
  | 'kettlebell'
  | 'mat'
  | 'bottle'
  | 'band'
  | 'rope'
  | 'gloves'
  | 'bag'
  | 'watch'
  | 'wallet'
  | 'belt'
  | 'sunglasses'
  | 'cap'
  | 'tie'
  | 'necklace'
  | 'earrings'
  | 'handbag'
  | 'scarf'
  | 'bracelet'
  | 'hairclip';

export interface DemoProduct {
  /** Unique, e.g. 'HW-001'. */
  sku: string;
  title: string;
  category: 'homeware' | 'gym' | 'men' | 'women';
  /** One sentence. */
  shortDescription: string;
  /** Two to four sentences of shop copy. */
  description: string;
  /** Two to five lower-case words or short phrases, never containing '|'. */
  tags: string[];
  priceCents: number;
  /** Lower than priceCents when the product is on sale. */
  salePriceCents: number | null;
  featured: boolean;
  inventoryQuantity: number;
  status: ProductStatus;
  /** Drawn by product-art.ts; colours are '#rrggbb'. */
  art: { motif: ArtMotif; background: string; accent: string };
  /** Days before the seed date the product was added (for 'newest' sorting), 0–120. */
  addedDaysAgo: number;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // ---------------------------------------------------------------- homeware
  {
    sku: 'HW-001',
    title: 'Stoneware Coffee Mug',
    category: 'homeware',
    shortDescription: 'A generous 350 ml glazed stoneware mug for your morning filter coffee.',
    description:
      'Wheel-formed from stoneware and finished in a warm terracotta glaze that pools beautifully at the rim. It holds a proper 350 ml, keeps rooibos hot for longer and sits comfortably in two hands. Dishwasher and microwave safe.',
    tags: ['ceramic', 'kitchen', 'gift'],
    priceCents: 14900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 64,
    status: 'active',
    art: { motif: 'mug', background: '#f4e9dc', accent: '#c8693f' },
    addedDaysAgo: 74,
  },
  {
    sku: 'HW-002',
    title: 'Speckled Espresso Cup Pair',
    category: 'homeware',
    shortDescription: 'Two 90 ml speckled espresso cups in a deep ocean glaze.',
    description:
      'A pair of small, sturdy cups for espresso, cortado or a quick shot of moerkoffie. The speckled ocean glaze is food safe and chip resistant. Dishwasher safe; stack neatly in the cupboard.',
    tags: ['ceramic', 'kitchen', 'set'],
    priceCents: 18900,
    salePriceCents: 14900,
    featured: false,
    inventoryQuantity: 38,
    status: 'active',
    art: { motif: 'mug', background: '#e7eef0', accent: '#2f5d6b' },
    addedDaysAgo: 51,
  },
  {
    sku: 'HW-003',
    title: 'Brass Arc Floor Lamp',
    category: 'homeware',
    shortDescription: 'A brushed brass floor lamp with a tapered linen shade.',
    description:
      'A statement floor lamp with a weighted marble base, brushed brass stem and a tapered linen shade that throws a soft, warm pool of light. Takes a standard E27 bulb up to 60 W. Wipe the brass with a dry cloth to keep its glow.',
    tags: ['brass', 'lighting', 'living room'],
    priceCents: 145000,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 7,
    status: 'active',
    art: { motif: 'lamp', background: '#f2ece1', accent: '#b8893b' },
    addedDaysAgo: 33,
  },
  {
    sku: 'HW-004',
    title: 'Rattan Bedside Lamp',
    category: 'homeware',
    shortDescription: 'A hand-woven rattan table lamp that casts a soft patterned glow.',
    description:
      'Woven by hand from natural rattan, this lamp scatters gentle patterns of light across the bedroom wall. The fabric cord has an inline switch. Dust with a soft brush; keep away from damp.',
    tags: ['rattan', 'lighting', 'bedroom', 'handmade'],
    priceCents: 68900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 2,
    status: 'active',
    art: { motif: 'lamp', background: '#efe6d6', accent: '#a87b4f' },
    addedDaysAgo: 12,
  },
  {
    sku: 'HW-005',
    title: 'Mud Cloth Cushion Cover',
    category: 'homeware',
    shortDescription: 'A 50 x 50 cm cotton cushion cover with a bold hand-printed pattern.',
    description:
      'Heavy cotton canvas printed with a mud cloth inspired pattern in charcoal and cream. The concealed zip makes it easy to swap covers with the seasons. Inner not included; machine wash cold and dry in the shade.',
    tags: ['cotton', 'living room', 'handmade'],
    priceCents: 32900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 45,
    status: 'active',
    art: { motif: 'cushion', background: '#ebe4da', accent: '#3b3631' },
    addedDaysAgo: 88,
  },
  {
    sku: 'HW-006',
    title: 'Velvet Scatter Cushion',
    category: 'homeware',
    shortDescription: 'A plump velvet scatter cushion in a rich berry colour, inner included.',
    description:
      'Soft cotton velvet with a feather-and-fibre inner that keeps its shape on the couch. The deep berry colour warms up neutral living rooms in winter. Dry clean the cover or spot clean with a damp cloth.',
    tags: ['velvet', 'living room', 'gift'],
    priceCents: 39900,
    salePriceCents: 29900,
    featured: false,
    inventoryQuantity: 0,
    status: 'active',
    art: { motif: 'cushion', background: '#f3e6ea', accent: '#8c3b57' },
    addedDaysAgo: 104,
  },
  {
    sku: 'HW-007',
    title: 'Hand-thrown Terracotta Vase',
    category: 'homeware',
    shortDescription: 'A round-bellied terracotta vase thrown by hand in the Western Cape.',
    description:
      'Each vase is thrown on the wheel and fired in small batches, so no two are quite alike. The inside is glazed to hold water for fresh proteas or fynbos. Rinse by hand; not dishwasher safe.',
    tags: ['ceramic', 'handmade', 'decor'],
    priceCents: 45900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 18,
    status: 'active',
    art: { motif: 'vase', background: '#f1e3d3', accent: '#c2663d' },
    addedDaysAgo: 60,
  },
  {
    sku: 'HW-008',
    title: 'Potted Snake Plant',
    category: 'homeware',
    shortDescription: 'A hardy snake plant in a terracotta pot, happy in low light.',
    description:
      'The snake plant is close to indestructible: water it every two to three weeks and it will thrive in a bright or shady corner. Supplied in a 14 cm terracotta pot with a drainage hole. Delivered within Gauteng and the Western Cape only.',
    tags: ['plant', 'indoor', 'gift'],
    priceCents: 12900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 30,
    status: 'active',
    art: { motif: 'plant', background: '#eaf0e4', accent: '#b9714b' },
    addedDaysAgo: 19,
  },
  {
    sku: 'HW-009',
    title: 'Rooibos & Honey Soy Candle',
    category: 'homeware',
    shortDescription: 'A hand-poured soy candle scented with rooibos, honey and vanilla.',
    description:
      'Poured by hand in Cape Town from natural soy wax with a cotton wick for a clean, even burn of about 40 hours. Notes of rooibos, fynbos honey and a touch of vanilla. Trim the wick to 5 mm before each burn.',
    tags: ['candle', 'gift', 'soy'],
    priceCents: 21900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 52,
    status: 'active',
    art: { motif: 'candle', background: '#f6ede1', accent: '#9b5a3c' },
    addedDaysAgo: 5,
  },
  {
    sku: 'HW-010',
    title: '100% Cotton Tea Towel Set',
    category: 'homeware',
    shortDescription: 'Three absorbent 100% cotton tea towels with a woven stripe.',
    description:
      'A set of three generous tea towels woven from 100% cotton that gets softer and more absorbent with every wash. Each has a hanging loop for the oven door. Machine wash at 60 degrees.',
    tags: ['cotton', 'kitchen', 'set'],
    priceCents: 17900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 80,
    status: 'active',
    art: { motif: 'towel', background: '#e9eef3', accent: '#4f7396' },
    addedDaysAgo: 97,
  },
  {
    sku: 'HW-011',
    title: 'Waffle Weave Bath Towel',
    category: 'homeware',
    shortDescription: 'A light, quick-drying waffle weave bath towel in soft sage.',
    description:
      'Waffle weave cotton dries fast, even in a humid Durban bathroom, and packs down small for the beach. It starts crisp and softens beautifully over time. Machine wash warm; skip the fabric softener.',
    tags: ['cotton', 'bathroom'],
    priceCents: 34900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 3,
    status: 'active',
    art: { motif: 'towel', background: '#f0ede6', accent: '#7f9c8a' },
    addedDaysAgo: 27,
  },
  {
    sku: 'HW-012',
    title: 'Minimalist Oak Wall Clock',
    category: 'homeware',
    shortDescription: 'A silent 30 cm wall clock with an oak frame and a clean white face.',
    description:
      'A solid oak frame around a clean white dial, with a silent sweep movement so it will not tick through the night. Runs on one AA battery (not included). Wipe with a dry cloth.',
    tags: ['wood', 'decor', 'living room'],
    priceCents: 74900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 12,
    status: 'active',
    art: { motif: 'clock', background: '#efe9df', accent: '#8a6a48' },
    addedDaysAgo: 0,
  },

  // ---------------------------------------------------------------- gym
  {
    sku: 'GY-001',
    title: 'Hex Rubber Dumbbell',
    category: 'gym',
    shortDescription: 'A rubber-coated hex dumbbell that will not roll away, from 2.5 to 10 kg.',
    description:
      'A solid cast-iron core in a hard-wearing rubber coat that protects your floors. The hex heads stop it rolling, and the knurled chrome steel handle gives a secure grip. Sold individually.',
    tags: ['steel', 'strength', 'fitness'],
    priceCents: 38900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 40,
    status: 'active',
    art: { motif: 'dumbbell', background: '#e8ecef', accent: '#34495e' },
    addedDaysAgo: 110,
  },
  {
    sku: 'GY-002',
    title: 'Adjustable Dumbbell Pair 20kg',
    category: 'gym',
    shortDescription: 'A pair of spin-lock dumbbells adjustable from 2.5 to 10 kg each.',
    description:
      'Replace a whole rack with one compact set: steel handles, spin-lock collars and plates that add up to 20 kg in total. Ideal for a home gym in a flat or garage. Comes in a sturdy carry case.',
    tags: ['steel', 'strength', 'fitness', 'set'],
    priceCents: 139900,
    salePriceCents: 109900,
    featured: false,
    inventoryQuantity: 6,
    status: 'active',
    art: { motif: 'dumbbell', background: '#eef1f4', accent: '#c0392b' },
    addedDaysAgo: 46,
  },
  {
    sku: 'GY-003',
    title: 'Cast Iron Kettlebell 12kg',
    category: 'gym',
    shortDescription: 'A one-piece 12 kg cast iron kettlebell with a wide, smooth handle.',
    description:
      'Cast in one piece with no welds or seams, with a flat base for stable floor work. The wide handle fits two hands for swings and goblet squats. A powder-coat finish resists chalk and sweat.',
    tags: ['iron', 'strength', 'fitness'],
    priceCents: 64900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 15,
    status: 'active',
    art: { motif: 'kettlebell', background: '#ececec', accent: '#3a3f44' },
    addedDaysAgo: 82,
  },
  {
    sku: 'GY-004',
    title: 'Competition Kettlebell',
    category: 'gym',
    shortDescription: 'A steel competition kettlebell with the same dimensions at every weight.',
    description:
      'Every competition kettlebell has the same size whatever its weight, so your technique carries over as you progress. Hollow steel shell, bright colour coding and a precision-machined handle.',
    tags: ['steel', 'strength'],
    priceCents: 119000,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 0,
    status: 'active',
    art: { motif: 'kettlebell', background: '#fdf1e3', accent: '#e67e22' },
    addedDaysAgo: 66,
  },
  {
    sku: 'GY-005',
    title: 'Natural Rubber Yoga Mat',
    category: 'gym',
    shortDescription: 'A 4 mm natural rubber yoga mat with a grippy, sweat-proof top.',
    description:
      'Natural tree rubber gives excellent grip even in a hot class, with a cushioning 4 mm thickness that is kind to knees. It comes with a carry strap. Wipe down with diluted vinegar after practice.',
    tags: ['yoga', 'fitness', 'rubber'],
    priceCents: 74900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 22,
    status: 'active',
    art: { motif: 'mat', background: '#eaf2ee', accent: '#2e8b6e' },
    addedDaysAgo: 39,
  },
  {
    sku: 'GY-006',
    title: 'Thick Exercise Floor Mat',
    category: 'gym',
    shortDescription: 'A 10 mm foam mat for Pilates, stretching and floor work.',
    description:
      'Extra-thick closed-cell foam cushions your spine and joints during sit-ups, Pilates and stretching. It rolls up small and stays put on tiles or wooden floors. Wash with mild soap and water.',
    tags: ['fitness', 'yoga'],
    priceCents: 49900,
    salePriceCents: 34900,
    featured: false,
    inventoryQuantity: 33,
    status: 'active',
    art: { motif: 'mat', background: '#f1ecf6', accent: '#7d5ba6' },
    addedDaysAgo: 71,
  },
  {
    sku: 'GY-007',
    title: 'Insulated Steel Water Bottle 750ml',
    category: 'gym',
    shortDescription: 'A double-walled steel bottle that keeps water ice cold for 24 hours.',
    description:
      'Double-walled, vacuum-insulated stainless steel keeps drinks cold through a Highveld summer afternoon and hot for 12 hours. The leak-proof cap has a carry loop. Hand wash only.',
    tags: ['steel', 'hydration', 'fitness'],
    priceCents: 32900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 70,
    status: 'active',
    art: { motif: 'bottle', background: '#e6f1f5', accent: '#1f7a99' },
    addedDaysAgo: 22,
  },
  {
    sku: 'GY-008',
    title: 'Shaker Bottle with Mixer Ball',
    category: 'gym',
    shortDescription: 'A 700 ml protein shaker with a steel whisk ball and a flip cap.',
    description:
      'The stainless steel whisk ball blends protein and creatine without lumps. A screw-on lid and flip cap keep your gym bag dry. BPA free and dishwasher safe on the top rack.',
    tags: ['hydration', 'protein'],
    priceCents: 12900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 95,
    status: 'active',
    art: { motif: 'bottle', background: '#f4f4ee', accent: '#d35400' },
    addedDaysAgo: 115,
  },
  {
    sku: 'GY-009',
    title: 'Resistance Band Set of 5',
    category: 'gym',
    shortDescription: 'Five latex loop bands from extra light to extra heavy.',
    description:
      'Five colour-coded loop bands for warm-ups, glute work, physio and travel workouts. Made from layered natural latex that resists snapping. Comes with a mesh pouch to keep them together.',
    tags: ['fitness', 'strength', 'set'],
    priceCents: 27900,
    salePriceCents: 21900,
    featured: false,
    inventoryQuantity: 48,
    status: 'active',
    art: { motif: 'band', background: '#f5eef0', accent: '#d1495b' },
    addedDaysAgo: 58,
  },
  {
    sku: 'GY-010',
    title: 'Speed Skipping Rope',
    category: 'gym',
    shortDescription: 'A fast, adjustable steel-cable skipping rope with ball-bearing handles.',
    description:
      'A coated steel cable spins smoothly on ball bearings for double-unders and cardio circuits. Adjust the length in seconds with the screw-lock handles. Use on a gym floor or mat, not on rough concrete.',
    tags: ['cardio', 'fitness', 'steel'],
    priceCents: 16900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 3,
    status: 'active',
    art: { motif: 'rope', background: '#eef3e8', accent: '#e4572e' },
    addedDaysAgo: 9,
  },
  {
    sku: 'GY-011',
    title: 'Leather Lifting Gloves',
    category: 'gym',
    shortDescription: 'Fingerless leather gloves with padded palms and a wrist strap.',
    description:
      'Padded leather palms protect your hands from calluses on the bar, while breathable mesh backs keep them cool. An adjustable wrist strap adds support on heavy presses. Air dry after every session.',
    tags: ['leather', 'strength', 'fitness'],
    priceCents: 34900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 27,
    status: 'active',
    art: { motif: 'gloves', background: '#efe7df', accent: '#6b4226' },
    addedDaysAgo: 93,
  },
  {
    sku: 'GY-012',
    title: 'Canvas Gym Duffel Bag',
    category: 'gym',
    shortDescription: 'A 40 litre canvas duffel with a separate shoe compartment.',
    description:
      'Tough cotton canvas with webbing handles and a padded shoulder strap, sized for a full kit and a towel. A ventilated end pocket keeps your takkies away from clean clothes. Spot clean only.',
    tags: ['canvas', 'travel', 'cotton'],
    priceCents: 58900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 11,
    status: 'active',
    art: { motif: 'bag', background: '#e9ecea', accent: '#556b5d' },
    addedDaysAgo: 30,
  },

  // ---------------------------------------------------------------- men
  {
    sku: 'MN-001',
    title: 'Classic Steel Chronograph Watch',
    category: 'men',
    shortDescription: 'A 42 mm stainless steel chronograph with a navy sunray dial.',
    description:
      'A brushed stainless steel case, sapphire-coated crystal and a Japanese quartz chronograph movement. Water resistant to 50 m, so rain and hand washing are no problem. Comes in a gift box with a two-year warranty.',
    tags: ['steel', 'watch', 'gift'],
    priceCents: 149900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 9,
    status: 'active',
    art: { motif: 'watch', background: '#e9edf1', accent: '#1e3a5f' },
    addedDaysAgo: 49,
  },
  {
    sku: 'MN-002',
    title: "Men's Leather Belt",
    category: 'men',
    shortDescription: 'A 35 mm full-grain leather belt with a brushed steel buckle.',
    description:
      "Cut from a single strip of full-grain leather that darkens handsomely with wear. The brushed steel buckle suits jeans and chinos alike. Order your usual trouser size; it's made to measure in Pietermaritzburg.",
    tags: ['leather', 'gift', 'steel'],
    priceCents: 39900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 60,
    status: 'active',
    art: { motif: 'belt', background: '#f1e8dd', accent: '#7a4a2a' },
    addedDaysAgo: 101,
  },
  {
    sku: 'MN-003',
    title: 'Slim Leather Card Wallet',
    category: 'men',
    shortDescription: 'A slim card holder with four slots and a centre pocket for notes.',
    description:
      'Vegetable-tanned leather, hand stitched, and thin enough for a front pocket. Holds up to eight cards and a few folded notes. Condition the leather once or twice a year.',
    tags: ['leather', 'gift', 'slim'],
    priceCents: 28900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 44,
    status: 'active',
    art: { motif: 'wallet', background: '#ede6de', accent: '#5a3825' },
    addedDaysAgo: 63,
  },
  {
    sku: 'MN-004',
    title: 'Bifold Leather Wallet',
    category: 'men',
    shortDescription: 'A classic tan bifold with eight card slots and a note compartment.',
    description:
      'A timeless bifold in soft tan leather with eight card slots, two hidden pockets and a full-length note compartment. RFID-blocking lining guards your bank cards. Gift boxed.',
    tags: ['leather', 'gift'],
    priceCents: 45900,
    salePriceCents: 36900,
    featured: false,
    inventoryQuantity: 2,
    status: 'active',
    art: { motif: 'wallet', background: '#f2ebe0', accent: '#9c6b3f' },
    addedDaysAgo: 16,
  },
  {
    sku: 'MN-005',
    title: 'Polarised Aviator Sunglasses',
    category: 'men',
    shortDescription: 'Gold-framed aviators with polarised UV400 lenses.',
    description:
      'Polarised lenses cut the glare off the N1 and the sea, with full UV400 protection against the South African sun. A light metal frame with adjustable nose pads. Includes a hard case and cleaning cloth.',
    tags: ['sunglasses', 'summer', 'uv400'],
    priceCents: 64900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 25,
    status: 'active',
    art: { motif: 'sunglasses', background: '#fbefdc', accent: '#c19a3d' },
    addedDaysAgo: 24,
  },
  {
    sku: 'MN-006',
    title: 'Tortoiseshell Wayfarer Sunglasses',
    category: 'men',
    shortDescription: 'Acetate wayfarers in classic tortoiseshell with UV400 lenses.',
    description:
      'Hand-polished acetate frames with sturdy five-barrel hinges and dark green UV400 lenses. A shape that suits most faces. Supplied with a microfibre pouch.',
    tags: ['sunglasses', 'summer'],
    priceCents: 54900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 0,
    status: 'active',
    art: { motif: 'sunglasses', background: '#f0e8e0', accent: '#6e4a2e' },
    addedDaysAgo: 78,
  },
  {
    sku: 'MN-007',
    title: 'Washed Cotton Baseball Cap',
    category: 'men',
    shortDescription: 'A soft, pre-washed cotton cap with an adjustable brass buckle.',
    description:
      'Garment-washed cotton twill for a lived-in feel from day one, with a curved peak to keep the sun off. The brass buckle strap adjusts to fit. Hand wash and reshape while damp.',
    tags: ['cotton', 'summer', 'casual'],
    priceCents: 19900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 85,
    status: 'active',
    art: { motif: 'cap', background: '#e8eef2', accent: '#3d5a80' },
    addedDaysAgo: 42,
  },
  {
    sku: 'MN-008',
    title: 'Knitted Silk Tie',
    category: 'men',
    shortDescription: 'A square-ended knitted silk tie in deep navy.',
    description:
      'Knitted from pure silk with a square end and a textured finish that dresses up a suit or relaxes a blazer. It ties a neat, compact knot. Roll it up rather than folding to store.',
    tags: ['silk', 'formal', 'gift'],
    priceCents: 34900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 31,
    status: 'active',
    art: { motif: 'tie', background: '#eeeaf2', accent: '#2b3a67' },
    addedDaysAgo: 85,
  },
  {
    sku: 'MN-009',
    title: 'Woven Braided Belt',
    category: 'men',
    shortDescription: 'A stretch braided belt in olive with leather tips.',
    description:
      'Braided elastic stretches for comfort and lets you fasten the prong anywhere along the weave. Leather tabs and a matt buckle finish it off. A relaxed choice for shorts and chinos.',
    tags: ['casual', 'summer'],
    priceCents: 27900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 19,
    status: 'active',
    art: { motif: 'belt', background: '#eef0e6', accent: '#6b705c' },
    addedDaysAgo: 54,
  },
  {
    sku: 'MN-010',
    title: 'Waxed Canvas Messenger Bag',
    category: 'men',
    shortDescription: 'A weatherproof waxed canvas messenger with leather trim.',
    description:
      'Waxed cotton canvas shrugs off a Cape Town drizzle, with full-grain leather trim and solid brass hardware. A padded sleeve fits a 14-inch laptop. Re-wax once a year to keep it waterproof.',
    tags: ['canvas', 'leather', 'work'],
    priceCents: 125000,
    salePriceCents: 87500,
    featured: false,
    inventoryQuantity: 8,
    status: 'active',
    art: { motif: 'bag', background: '#ece8df', accent: '#5b6b4e' },
    addedDaysAgo: 69,
  },
  {
    sku: 'MN-011',
    title: 'Field Watch with Nylon Strap',
    category: 'men',
    shortDescription: 'A rugged 40 mm field watch with an olive nylon strap.',
    description:
      'A legible military-style dial with luminous hands, a steel case and a tough nylon strap that dries fast after a hike in the Drakensberg. Water resistant to 100 m.',
    tags: ['steel', 'watch', 'outdoor'],
    priceCents: 89900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 14,
    status: 'active',
    art: { motif: 'watch', background: '#edf0e8', accent: '#4b5d3a' },
    addedDaysAgo: 7,
  },
  {
    sku: 'MN-012',
    title: 'Paisley Silk Pocket Square',
    category: 'men',
    shortDescription: 'A hand-rolled silk pocket square in a burgundy paisley print.',
    description:
      'Printed silk twill with hand-rolled edges that add a flash of colour to a jacket pocket. Fold it square for the office or puff it for a wedding. Dry clean only.',
    tags: ['silk', 'formal'],
    priceCents: 15900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 10,
    status: 'archived',
    art: { motif: 'tie', background: '#f3ebe4', accent: '#9e2a2b' },
    addedDaysAgo: 120,
  },

  // ---------------------------------------------------------------- women
  {
    sku: 'WM-001',
    title: 'Gold-Plated Layered Necklace',
    category: 'women',
    shortDescription: 'Two delicate gold-plated chains layered with a small pendant.',
    description:
      'Two fine chains in 18 carat gold plating over sterling silver, pre-layered so they never tangle. A tiny disc pendant catches the light. Take it off before swimming and store it in the pouch provided.',
    tags: ['gold', 'jewellery', 'gift'],
    priceCents: 45900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 36,
    status: 'active',
    art: { motif: 'necklace', background: '#f7efe6', accent: '#c9a227' },
    addedDaysAgo: 35,
  },
  {
    sku: 'WM-002',
    title: 'Freshwater Pearl Pendant',
    category: 'women',
    shortDescription: 'A single freshwater pearl on a fine sterling silver chain.',
    description:
      'A lustrous freshwater pearl, hand selected and set on a 45 cm sterling silver chain. Understated enough for every day and special enough for a wedding. Wipe with a soft cloth after wearing.',
    tags: ['pearl', 'jewellery', 'gift'],
    priceCents: 78900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 10,
    status: 'active',
    art: { motif: 'necklace', background: '#e4e8ef', accent: '#a38f6d' },
    addedDaysAgo: 90,
  },
  {
    sku: 'WM-003',
    title: 'Beaded Hoop Earrings',
    category: 'women',
    shortDescription: 'Lightweight hoops wrapped in hand-strung glass beads.',
    description:
      'Hand-beaded by a women-owned cooperative in KwaZulu-Natal, using traditional glass beads in bright, joyful colours. Light enough to wear all day. Hooks are nickel free.',
    tags: ['beaded', 'jewellery', 'handmade'],
    priceCents: 18900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 50,
    status: 'active',
    art: { motif: 'earrings', background: '#fdf0e8', accent: '#d94f30' },
    addedDaysAgo: 14,
  },
  {
    sku: 'WM-004',
    title: 'Sterling Silver Hoop Earrings',
    category: 'women',
    shortDescription: 'Classic 25 mm sterling silver hoops with a hinged clasp.',
    description:
      'Polished sterling silver hoops that go with everything, from gym to dinner. The hinged clasp closes securely. Polish with a silver cloth to restore their shine.',
    tags: ['silver', 'jewellery'],
    priceCents: 34900,
    salePriceCents: 27900,
    featured: false,
    inventoryQuantity: 41,
    status: 'active',
    art: { motif: 'earrings', background: '#eceff4', accent: '#8e9aaf' },
    addedDaysAgo: 76,
  },
  {
    sku: 'WM-005',
    title: 'Structured Leather Tote',
    category: 'women',
    shortDescription: 'A roomy full-grain leather tote with a magnetic clasp.',
    description:
      'Structured full-grain leather with a suede-lined interior, a zip pocket and room for a laptop. The magnetic flap clasp keeps everything secure on the commute. Condition twice a year.',
    tags: ['leather', 'work', 'gift'],
    priceCents: 139900,
    salePriceCents: null,
    featured: true,
    inventoryQuantity: 6,
    status: 'active',
    art: { motif: 'handbag', background: '#f4ece4', accent: '#8b5a3c' },
    addedDaysAgo: 44,
  },
  {
    sku: 'WM-006',
    title: 'Woven Straw Beach Bag',
    category: 'women',
    shortDescription: 'A hand-woven straw bag for beach days and the Saturday market.',
    description:
      'Woven by hand from natural straw with soft leather handles and a cotton lining. Big enough for a towel, sunscreen and a paperback. Keep it dry and store it stuffed to hold its shape.',
    tags: ['straw', 'summer', 'handmade'],
    priceCents: 52900,
    salePriceCents: 44900,
    featured: false,
    inventoryQuantity: 17,
    status: 'active',
    art: { motif: 'handbag', background: '#eef4f1', accent: '#c8a96a' },
    addedDaysAgo: 18,
  },
  {
    sku: 'WM-007',
    title: 'Printed Silk Scarf',
    category: 'women',
    shortDescription: 'A 90 cm square silk scarf printed with a protea motif.',
    description:
      'Pure silk twill printed with a bold protea design by a Johannesburg illustrator. Wear it at the neck, in your hair or tied to a handbag. Dry clean or hand wash cold.',
    tags: ['silk', 'gift'],
    priceCents: 42900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 24,
    status: 'active',
    art: { motif: 'scarf', background: '#f8eef0', accent: '#c2456d' },
    addedDaysAgo: 57,
  },
  {
    sku: 'WM-008',
    title: 'Merino Wool Winter Scarf',
    category: 'women',
    shortDescription: 'A long, soft merino wool scarf for chilly Highveld mornings.',
    description:
      'Knitted from fine merino that is warm without the itch, in a versatile storm grey. Generous enough to wrap twice. Hand wash cool and dry flat.',
    tags: ['wool', 'winter'],
    priceCents: 59900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 1,
    status: 'active',
    art: { motif: 'scarf', background: '#ecece8', accent: '#6d7b8d' },
    addedDaysAgo: 102,
  },
  {
    sku: 'WM-009',
    title: 'Brass Cuff Bracelet',
    category: 'women',
    shortDescription: 'A hammered brass cuff that adjusts gently to your wrist.',
    description:
      'Hand-hammered brass with a warm golden tone that develops a natural patina over time. Open-backed so it adjusts to most wrists. Brighten with a little lemon juice and a soft cloth.',
    tags: ['brass', 'jewellery', 'handmade'],
    priceCents: 25900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 29,
    status: 'active',
    art: { motif: 'bracelet', background: '#f6efe2', accent: '#b8862f' },
    addedDaysAgo: 81,
  },
  {
    sku: 'WM-010',
    title: 'Charm Bead Bracelet',
    category: 'women',
    shortDescription: 'A stretch bracelet of glass beads with a small silver charm.',
    description:
      'Glass beads in soft violet tones on a strong stretch cord, finished with a tiny silver-plated charm. Stack a few for a fuller look. A lovely small gift.',
    tags: ['beaded', 'jewellery', 'gift'],
    priceCents: 21900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 0,
    status: 'active',
    art: { motif: 'bracelet', background: '#f1ecf4', accent: '#9b5fa8' },
    addedDaysAgo: 48,
  },
  {
    sku: 'WM-011',
    title: 'Tortoiseshell Claw Hair Clip Set',
    category: 'women',
    shortDescription: 'Two sturdy claw clips in tortoiseshell, one large and one medium.',
    description:
      'Strong springs and interlocking teeth hold thick hair up all day without slipping. The classic tortoiseshell finish goes with everything. Set of two sizes.',
    tags: ['hair', 'set', 'gift'],
    priceCents: 12900,
    salePriceCents: 9900,
    featured: false,
    inventoryQuantity: 120,
    status: 'active',
    art: { motif: 'hairclip', background: '#f6ede4', accent: '#8a5a34' },
    addedDaysAgo: 11,
  },
  {
    sku: 'WM-012',
    title: 'Rose Gold Mesh Watch',
    category: 'women',
    shortDescription: 'A slim rose gold watch with a fine steel mesh strap.',
    description:
      'A slim 34 mm case and a blush dial on a stainless steel mesh strap with a sliding clasp that fits any wrist. Quartz movement, water resistant to 30 m. Comes gift boxed.',
    tags: ['watch', 'steel', 'gift'],
    priceCents: 109900,
    salePriceCents: null,
    featured: false,
    inventoryQuantity: 13,
    status: 'active',
    art: { motif: 'watch', background: '#f7ebe8', accent: '#c98b7c' },
    addedDaysAgo: 2,
  },
];

export interface DemoCoupon {
  code: string;
  description: string | null;
  discountType: 'percentage' | 'fixed';
  /** Basis points for a percentage (2000 = 20%), cents for a fixed discount. */
  discountValue: number;
  minPurchaseCents: number | null;
  maxDiscountCents: number | null;
  usageLimit: number | null;
  timesUsed: number;
  validFromDaysFromNow: number;
  validUntilDaysFromNow: number | null;
  isActive: boolean;
}

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first order.',
    discountType: 'percentage',
    discountValue: 1000,
    minPurchaseCents: null,
    maxDiscountCents: null,
    usageLimit: null,
    timesUsed: 41,
    validFromDaysFromNow: -90,
    validUntilDaysFromNow: null,
    isActive: true,
  },
  {
    code: 'SAVE20',
    description: '20% off orders of R500 or more, up to R200 off.',
    discountType: 'percentage',
    discountValue: 2000,
    minPurchaseCents: 50000,
    maxDiscountCents: 20000,
    usageLimit: 100,
    timesUsed: 12,
    validFromDaysFromNow: -14,
    validUntilDaysFromNow: 30,
    isActive: true,
  },
  {
    code: 'TAKE50',
    description: 'R50 off orders of R300 or more.',
    discountType: 'fixed',
    discountValue: 5000,
    minPurchaseCents: 30000,
    maxDiscountCents: null,
    usageLimit: null,
    timesUsed: 7,
    validFromDaysFromNow: -7,
    validUntilDaysFromNow: 60,
    isActive: true,
  },
  {
    code: 'WINTER25',
    description: '25% off for the winter sale (expired).',
    discountType: 'percentage',
    discountValue: 2500,
    minPurchaseCents: null,
    maxDiscountCents: 30000,
    usageLimit: 200,
    timesUsed: 64,
    validFromDaysFromNow: -120,
    validUntilDaysFromNow: -30,
    isActive: true,
  },
  {
    code: 'STAFF15',
    description: 'Staff discount, currently switched off.',
    discountType: 'percentage',
    discountValue: 1500,
    minPurchaseCents: null,
    maxDiscountCents: null,
    usageLimit: null,
    timesUsed: 3,
    validFromDaysFromNow: -365,
    validUntilDaysFromNow: null,
    isActive: false,
  },
];

export interface DemoPromotion {
  name: string;
  description: string | null;
  discountBps: number;
  startDaysFromNow: number;
  endDaysFromNow: number;
  isActive: boolean;
  appliesToAll: boolean;
  /** Null exactly when appliesToAll. */
  category: 'homeware' | 'gym' | 'men' | 'women' | null;
}

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    name: 'Gym Gear Fortnight',
    description: '15% off all gym accessories while the promotion runs.',
    discountBps: 1500,
    startDaysFromNow: -3,
    endDaysFromNow: 10,
    isActive: true,
    appliesToAll: false,
    category: 'gym',
  },
  {
    name: 'Spring Storewide Sale',
    description: '10% off everything in the shop.',
    discountBps: 1000,
    startDaysFromNow: 20,
    endDaysFromNow: 27,
    isActive: true,
    appliesToAll: true,
    category: null,
  },
  {
    name: "Women's Day Accessories",
    description: "20% off women's accessories for Women's Day.",
    discountBps: 2000,
    startDaysFromNow: -45,
    endDaysFromNow: -38,
    isActive: false,
    appliesToAll: false,
    category: 'women',
  },
];

export interface DemoOrder {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  address: ShippingAddress;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  trackingNumber: string | null;
  notes: string | null;
  lines: { sku: string; quantity: number }[];
  placedDaysAgo: number;
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    customerName: 'Thandiwe Nkosi',
    customerEmail: 'thandiwe.nkosi@example.co.za',
    customerPhone: '+27 82 555 0134',
    address: {
      street: '22 Jan Smuts Avenue',
      suburb: 'Parktown North',
      city: 'Johannesburg',
      province: 'Gauteng',
      postalCode: '2193',
    },
    status: 'pending',
    paymentStatus: 'pending',
    trackingNumber: null,
    notes: 'Please leave the parcel with the security guard at the gate.',
    lines: [
      { sku: 'HW-001', quantity: 2 },
      { sku: 'HW-009', quantity: 1 },
    ],
    placedDaysAgo: 0,
  },
  {
    customerName: 'Pieter van der Merwe',
    customerEmail: 'pieter.vdmerwe@example.co.za',
    customerPhone: '+27 83 555 0178',
    address: {
      street: '14 Kloof Street',
      suburb: 'Gardens',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '8001',
    },
    status: 'pending',
    paymentStatus: 'failed',
    trackingNumber: null,
    notes: null,
    lines: [{ sku: 'GY-002', quantity: 1 }],
    placedDaysAgo: 1,
  },
  {
    customerName: 'Ayesha Patel',
    customerEmail: 'ayesha.patel@example.co.za',
    customerPhone: '+27 71 555 0192',
    address: {
      street: '7 Florida Road',
      suburb: 'Morningside',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4001',
    },
    status: 'processing',
    paymentStatus: 'paid',
    trackingNumber: null,
    notes: 'It is a birthday gift, please do not include the invoice.',
    lines: [
      { sku: 'WM-001', quantity: 1 },
      { sku: 'WM-007', quantity: 1 },
    ],
    placedDaysAgo: 2,
  },
  {
    customerName: 'Sipho Dlamini',
    customerEmail: 'sipho.dlamini@example.co.za',
    customerPhone: '+27 84 555 0116',
    address: {
      street: '31 Church Street',
      suburb: 'Arcadia',
      city: 'Pretoria',
      province: 'Gauteng',
      postalCode: '0083',
    },
    status: 'processing',
    paymentStatus: 'paid',
    trackingNumber: null,
    notes: null,
    lines: [
      { sku: 'GY-003', quantity: 1 },
      { sku: 'GY-005', quantity: 1 },
      { sku: 'GY-007', quantity: 2 },
    ],
    placedDaysAgo: 3,
  },
  {
    customerName: 'Lerato Mokoena',
    customerEmail: 'lerato.mokoena@example.co.za',
    customerPhone: '+27 72 555 0163',
    address: {
      street: '5 Nelson Mandela Drive',
      suburb: 'Brandwag',
      city: 'Bloemfontein',
      province: 'Free State',
      postalCode: '9301',
    },
    status: 'shipped',
    paymentStatus: 'paid',
    trackingNumber: 'TCG-4829173650',
    notes: null,
    lines: [
      { sku: 'MN-001', quantity: 1 },
      { sku: 'MN-002', quantity: 1 },
    ],
    placedDaysAgo: 6,
  },
  {
    customerName: 'Johan Botha',
    customerEmail: 'johan.botha@example.co.za',
    customerPhone: null,
    address: {
      street: '18 Cape Road',
      suburb: 'Mill Park',
      city: 'Gqeberha',
      province: 'Eastern Cape',
      postalCode: '6070',
    },
    status: 'delivered',
    paymentStatus: 'paid',
    trackingNumber: 'TCG-3918264057',
    notes: null,
    lines: [
      { sku: 'HW-003', quantity: 1 },
      { sku: 'HW-010', quantity: 2 },
    ],
    placedDaysAgo: 15,
  },
  {
    customerName: 'Nomvula Khumalo',
    customerEmail: 'nomvula.khumalo@example.co.za',
    customerPhone: '+27 76 555 0147',
    address: {
      street: '9 Thabo Mbeki Street',
      suburb: 'Polokwane Central',
      city: 'Polokwane',
      province: 'Limpopo',
      postalCode: '0700',
    },
    status: 'delivered',
    paymentStatus: 'paid',
    trackingNumber: 'TCG-2750418396',
    notes: 'Deliver after 14:00 on weekdays.',
    lines: [
      { sku: 'WM-003', quantity: 2 },
      { sku: 'WM-011', quantity: 1 },
      { sku: 'HW-008', quantity: 1 },
    ],
    placedDaysAgo: 24,
  },
  {
    customerName: 'Kagiso Molefe',
    customerEmail: 'kagiso.molefe@example.co.za',
    customerPhone: '+27 79 555 0121',
    address: {
      street: '12 Samora Machel Street',
      suburb: 'Sonheuwel',
      city: 'Mbombela',
      province: 'Mpumalanga',
      postalCode: '1201',
    },
    status: 'cancelled',
    paymentStatus: 'refunded',
    trackingNumber: null,
    notes: 'Customer cancelled: ordered the wrong size.',
    lines: [{ sku: 'MN-007', quantity: 1 }],
    placedDaysAgo: 10,
  },
];
