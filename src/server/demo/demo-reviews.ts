import type { ShippingAddress } from '../../shared/schemas/orders.js';

/**
 * The demo shop's reviews (docs/decisions/0023-reviews.md): each written by the buyer of a delivered
 * demo order, so every rating the demo shows comes from reviews. Products left out have none yet.
 */

/** The stars of each product's reviews, oldest first. */
export const DEMO_RATINGS: Readonly<Record<string, readonly number[]>> = {
  'HW-001': [5, 4, 5, 4, 5, 4, 5, 3, 5, 5, 5, 2],
  'HW-002': [4, 5, 4],
  'HW-003': [5, 4],
  'HW-004': [4],
  'HW-006': [4, 4, 3, 5],
  'HW-007': [5, 4, 5, 5, 5, 3, 5, 4],
  'HW-008': [3, 5, 4, 5, 2, 5, 4, 5, 4, 5],
  'HW-009': [5, 5, 5, 2, 5, 4, 5, 4, 5, 5, 5, 3],
  'HW-010': [4, 5, 2, 5, 4, 5, 4],
  'HW-011': [4, 2],
  'GY-001': [5, 4, 5, 4, 5, 5, 5, 3, 5, 5, 5, 2],
  'GY-003': [5, 4, 5, 5, 5, 4, 5, 5, 5, 3, 5],
  'GY-004': [4, 5],
  'GY-005': [5, 4, 5, 3, 5, 5, 5, 2, 5],
  'GY-006': [4, 4, 3, 4, 4],
  'GY-007': [5, 3, 5, 4, 5, 2, 5, 4, 5, 4, 5, 4],
  'GY-008': [3, 4, 4, 4, 2, 4, 4],
  'GY-009': [5, 4, 5, 2, 5, 4, 5, 4, 5, 4, 5, 3],
  'GY-010': [4, 4, 2, 5],
  'GY-012': [2, 5, 4],
  'MN-001': [5, 4, 5, 4, 5, 5, 5],
  'MN-002': [4, 5, 4, 5, 4, 5, 3, 5, 4, 5, 2, 5],
  'MN-003': [5, 4, 5, 4, 5, 3, 5, 4],
  'MN-004': [4, 5, 4, 4, 3],
  'MN-005': [5, 4, 5, 3, 5, 5, 5, 2, 5, 4],
  'MN-006': [4, 4, 3, 5],
  'MN-007': [4, 3, 5, 4, 4, 2],
  'MN-009': [4, 4],
  'MN-010': [5, 5, 2, 5, 4],
  'MN-011': [5, 2, 5],
  'WM-001': [5, 4, 5, 4, 5, 5, 5, 3, 5, 5, 5],
  'WM-002': [4, 5, 4, 5],
  'WM-003': [5, 4, 5, 4, 5, 3, 5, 5, 5, 2],
  'WM-004': [4, 5, 4, 4, 3],
  'WM-006': [4, 4, 3],
  'WM-007': [5, 3, 5],
  'WM-008': [3, 5],
  'WM-009': [5, 4, 5, 2],
  'WM-010': [4, 4],
  'WM-011': [5, 2, 5, 4, 5, 4, 5, 4, 5, 3, 5, 4],
  'WM-012': [2, 5, 4, 5, 4],
};

export interface DemoReviewer {
  name: string;
  email: string;
  address: ShippingAddress;
}

const reviewer = (
  name: string,
  city: string,
  province: ShippingAddress['province'],
  postalCode: string,
): DemoReviewer => ({
  name,
  email: `${name.toLowerCase().replaceAll(/[^a-z]+/g, '.')}@example.co.za`,
  address: {
    street: `${((name.length * 7) % 90) + 3} Main Road`,
    suburb: 'Central',
    city,
    province,
    postalCode,
  },
});

export const DEMO_REVIEWERS: readonly DemoReviewer[] = [
  reviewer('Lerato Mokoena', 'Johannesburg', 'Gauteng', '2001'),
  reviewer('Johan Botha', 'Pretoria', 'Gauteng', '0002'),
  reviewer('Ayesha Patel', 'Durban', 'KwaZulu-Natal', '4001'),
  reviewer('Sipho Dlamini', 'Pietermaritzburg', 'KwaZulu-Natal', '3201'),
  reviewer('Chantelle Adams', 'Cape Town', 'Western Cape', '8001'),
  reviewer('Kagiso Molefe', 'Rustenburg', 'North West', '0299'),
  reviewer('Annelie Steyn', 'Bloemfontein', 'Free State', '9301'),
  reviewer('Nomvula Khumalo', 'Soweto', 'Gauteng', '1804'),
  reviewer('Ravi Naidoo', 'Umhlanga', 'KwaZulu-Natal', '4319'),
  reviewer('Megan Jacobs', 'Stellenbosch', 'Western Cape', '7600'),
  reviewer('Tshepo Mahlangu', 'Polokwane', 'Limpopo', '0699'),
  reviewer('Zanele Ndlovu', 'Mbombela', 'Mpumalanga', '1200'),
  reviewer('Pieter du Plessis', 'George', 'Western Cape', '6529'),
  reviewer('Fatima Ismail', 'Gqeberha', 'Eastern Cape', '6001'),
  reviewer('Bongani Zulu', 'Richards Bay', 'KwaZulu-Natal', '3900'),
  reviewer('Karabo Sithole', 'Kimberley', 'Northern Cape', '8301'),
  reviewer('Liezl Venter', 'Paarl', 'Western Cape', '7646'),
  reviewer('Themba Nxumalo', 'East London', 'Eastern Cape', '5201'),
  reviewer('Naledi Mabaso', 'Midrand', 'Gauteng', '1685'),
  reviewer('David Cohen', 'Sandton', 'Gauteng', '2196'),
  reviewer('Priya Govender', 'Ballito', 'KwaZulu-Natal', '4420'),
  reviewer('Willem Pretorius', 'Potchefstroom', 'North West', '2531'),
  reviewer('Ntombi Shabalala', 'Newcastle', 'KwaZulu-Natal', '2940'),
  reviewer('Grant Williams', 'Knysna', 'Western Cape', '6570'),
];

export interface DemoReviewText {
  title: string;
  body: string;
}

/** What buyers wrote, by the stars they gave (index 0: one star). */
export const DEMO_REVIEW_TEXTS: readonly (readonly DemoReviewText[])[] = [
  [
    {
      title: 'Not for me',
      body: 'It did not match the photos and felt flimsy once I unpacked it. Returning it was easy, at least.',
    },
    {
      title: 'Disappointed',
      body: 'Arrived with a mark on it and the finish started wearing after a week. I expected better at this price.',
    },
  ],
  [
    {
      title: 'Just okay',
      body: 'Does the job but the quality is not what I hoped for. The size was smaller than I imagined from the pictures.',
    },
    {
      title: 'Looks better online',
      body: 'The colour is duller in real life. Delivery was quick though, and the packaging was good.',
    },
    {
      title: 'Expected more',
      body: 'Fine for occasional use, but I would not buy it again. Customer service did answer my question quickly.',
    },
  ],
  [
    {
      title: 'Decent for the price',
      body: 'Good enough for everyday use. Nothing special, but it does what it says and arrived on time.',
    },
    {
      title: 'Average',
      body: 'Solid enough, although the finish could be neater. It took a few days longer to arrive in our town.',
    },
    {
      title: 'Happy enough',
      body: 'Works well. I knocked off a star because the instructions were vague, but it was easy to work out.',
    },
  ],
  [
    {
      title: 'Really good',
      body: 'Good quality and exactly as described. Delivery took four days to us, which is fair.',
    },
    {
      title: 'Would buy again',
      body: 'Well made and looks great at home. Only wish it came in one more colour.',
    },
    {
      title: 'Great value',
      body: 'Better than I expected for the price. It has held up well after a few weeks of daily use.',
    },
    { title: 'Very nice', body: 'My partner loves it. Packaging was neat and it arrived well protected.' },
  ],
  [
    {
      title: 'Absolutely love it',
      body: 'Beautifully made and even nicer in person. It arrived quickly and was packed with care. Highly recommend.',
    },
    {
      title: 'Excellent quality',
      body: 'You can feel the quality as soon as you unpack it. Worth every rand, and it looks lovely.',
    },
    {
      title: 'Perfect gift',
      body: 'Bought it as a birthday present and it was a hit. Fast delivery and great communication from the shop.',
    },
    {
      title: 'Exactly as pictured',
      body: 'Exactly what I hoped for. I have used it every day since it arrived and it still looks brand new.',
    },
    {
      title: 'Five stars',
      body: 'Fantastic product and a lekker shopping experience. Already ordered another one for my mom.',
    },
  ],
];

/** The shop's replies to its lower-rated reviews. */
export const DEMO_REPLIES: readonly string[] = [
  'Thank you for the honest feedback. We have shared it with our supplier, and our team will be in touch to make it right.',
  'We are sorry this one did not work out. Please reply to your order email and we will gladly arrange a return.',
];
