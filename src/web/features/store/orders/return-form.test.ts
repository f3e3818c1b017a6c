import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { carryOver, returnFieldProblems, returnFormSchema, returnFormValues } from './return-form';

const THROW = '7b1f0c52-6f4e-4a57-9d7c-3c4f1e2a9b10';
const MAT = '0d3c2b1a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const LAMP = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const returnable = [
  { lineId: THROW, title: 'Linen Throw', variantOptions: '', quantity: 2 },
  { lineId: MAT, title: 'Yoga Mat', variantOptions: 'Colour: Green', quantity: 0 },
  { lineId: LAMP, title: 'Desk Lamp', variantOptions: '', quantity: 1 },
];
const schema = returnFormSchema(returnable);
const values = returnFormValues(returnable);
const problems = (result: ReturnType<typeof schema.safeParse>) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the return form', () => {
  it('starts with nothing ticked, each line at all that is left of it, and no reason', () => {
    expect(values).toEqual({
      lines: [
        { lineId: THROW, selected: false, quantity: 2 },
        { lineId: MAT, selected: false, quantity: 0 },
        { lineId: LAMP, selected: false, quantity: 1 },
      ],
      reason: '',
      details: '',
    });
  });

  it('makes the request of the ticked lines only, details blank as none', () => {
    const lines = values.lines.map((line) => (line.lineId === MAT ? line : { ...line, selected: true }));
    lines[0] = { ...lines[0]!, quantity: 1 };
    expect(schema.parse({ lines, reason: 'wrong_size', details: '  ' })).toEqual({
      lines: [
        { lineId: THROW, quantity: 1 },
        { lineId: LAMP, quantity: 1 },
      ],
      reason: 'wrong_size',
      details: null,
    });
    expect(schema.parse({ lines, reason: 'defective', details: ' Cracked shade ' }).details).toBe(
      'Cracked shade',
    );
  });

  it("refuses in the shared schema's words, each on its field", () => {
    expect(problems(schema.safeParse(values))).toEqual([
      ['lines', 'Choose at least one item to return'],
      ['reason', 'Choose a reason'],
    ]);
  });

  it("puts a line's problem on its row, and caps it at what is left, in the server's words", () => {
    const lines = values.lines.map((line) => ({ ...line }));
    lines[2] = { ...lines[2]!, selected: true, quantity: 2 };
    lines[0] = { ...lines[0]!, selected: true, quantity: null };
    expect(problems(schema.safeParse({ ...values, lines, reason: 'other' }))).toEqual([
      ['lines.0.quantity', 'Quantity must be a number'],
      ['lines.2.quantity', 'At most 1 of Desk Lamp can be returned'],
    ]);
    lines[0] = { ...lines[0]!, quantity: 0 };
    expect(problems(schema.safeParse({ ...values, lines, reason: 'other' }))?.[0]).toEqual([
      'lines.0.quantity',
      'Quantity must be at least 1',
    ]);
  });
});

describe("the server's problems with a request", () => {
  it('land on the row the line was ticked on, not its place in the request', () => {
    const lines = values.lines.map((line) => ({ ...line, selected: line.lineId !== MAT }));
    const refused = new ApiError(409, 'not_returnable', 'Desk Lamp is already being returned', {
      'lines.1.quantity': 'Desk Lamp is already being returned',
      'lines.0.lineId': 'This item is not part of the order',
      'lines.7.quantity': 'Not a line the form sent',
      reason: 'Choose a reason',
      key: 'Not a field of the form',
    });
    expect(returnFieldProblems(refused, { lines })).toEqual([
      ['lines.2.quantity', 'Desk Lamp is already being returned'],
      ['lines.0.quantity', 'This item is not part of the order'],
      ['reason', 'Choose a reason'],
    ]);
  });

  it('leave a refusal without fields to its notice', () => {
    const closed = new ApiError(409, 'return_window_closed', 'Returns close 30 days after delivery.');
    expect(returnFieldProblems(closed, values)).toEqual([]);
  });
});

describe('the form after what is left changed', () => {
  it("keeps the shopper's choices, and unticks a line with nothing left", () => {
    const chosen = {
      lines: [
        { lineId: THROW, selected: true, quantity: 2 },
        { lineId: MAT, selected: false, quantity: 0 },
        { lineId: LAMP, selected: true, quantity: 1 },
      ],
      reason: 'wrong_size',
      details: 'Too small',
    };
    const now = [
      { ...returnable[0]!, quantity: 1 },
      { ...returnable[1]!, quantity: 0 },
      { ...returnable[2]!, quantity: 0 },
    ];
    expect(carryOver(chosen, now)).toEqual({
      lines: [
        // Still asking for 2 of the 1 left: the problem the server gave stays true.
        { lineId: THROW, selected: true, quantity: 2 },
        { lineId: MAT, selected: false, quantity: 0 },
        { lineId: LAMP, selected: false, quantity: 0 },
      ],
      reason: 'wrong_size',
      details: 'Too small',
    });
  });

  it('starts an unticked line at all that is left of it', () => {
    expect(carryOver(values, [{ ...returnable[0]!, quantity: 1 }]).lines).toEqual([
      { lineId: THROW, selected: false, quantity: 1 },
    ]);
  });
});
