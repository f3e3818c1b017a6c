import { z } from 'zod';
import { type ReturnRequestBody, type Returnability, returnRequestBodySchema } from '@shared/schemas/returns';
import { fieldProblems } from '@web/lib/error-message';

type ReturnableLine = NonNullable<Returnability>['lines'][number];

/** What Request return sends, but the guest's key (the call adds it). */
export type ReturnRequest = Omit<ReturnRequestBody, 'key'>;

/** The form: a row per line of the order, ticked or not, with how many; a reason ('' for none yet); the shopper's words. */
export type ReturnFormValues = z.input<ReturnType<typeof returnFormSchema>>;

/** Nothing ticked, every line at all that is left of it (what a shopper returns most often). */
export const returnFormValues = (lines: readonly ReturnableLine[]): ReturnFormValues => ({
  lines: lines.map((line) => ({ lineId: line.lineId, selected: false, quantity: line.quantity })),
  reason: '',
  details: '',
});

/**
 * The form again after what is left changed (a request made here or elsewhere): the shopper's ticks
 * and quantities stay, so the server's problems with them still make sense, but a line with nothing
 * left can no longer be ticked.
 */
export function carryOver(values: ReturnFormValues, lines: readonly ReturnableLine[]): ReturnFormValues {
  return {
    ...values,
    lines: lines.map((line) => {
      const before = values.lines.find((row) => row.lineId === line.lineId);
      return before?.selected && line.quantity > 0
        ? before
        : { lineId: line.lineId, selected: false, quantity: line.quantity };
    }),
  };
}

/** The form's rows that are ticked, by their place in the form: the request's lines, in order. */
const ticked = (lines: ReadonlyArray<{ selected: boolean }>): number[] =>
  lines.flatMap((line, index) => (line.selected ? [index] : []));

const { lines: requestLines, reason, details } = returnRequestBodySchema.shape;

/**
 * The shared schema the server checks the request with, on the form: the ticked rows are the
 * request's lines (its problems land on the row they come from), and a row may ask back at most
 * what is left of its line, in the server's words.
 */
export const returnFormSchema = (returnable: readonly ReturnableLine[]) =>
  z
    .object({
      lines: z
        .array(z.object({ lineId: z.string(), selected: z.boolean(), quantity: z.number().nullable() }))
        .superRefine((lines, context) => {
          const rows = ticked(lines);
          const checked = requestLines.safeParse(
            rows.map((row) => ({ lineId: lines[row]!.lineId, quantity: lines[row]!.quantity })),
          );
          const refused = new Set<number>();
          for (const issue of checked.error?.issues ?? []) {
            const [index, ...rest] = issue.path;
            const row = typeof index === 'number' ? rows[index] : undefined;
            if (row !== undefined) refused.add(row);
            context.addIssue({
              code: 'custom',
              message: issue.message,
              path: row === undefined ? [] : [row, ...rest],
            });
          }
          for (const row of rows) {
            const { quantity } = lines[row]!;
            const left = returnable.find((line) => line.lineId === lines[row]!.lineId);
            if (refused.has(row) || !left || quantity === null || quantity <= left.quantity) continue;
            context.addIssue({
              code: 'custom',
              message: `At most ${left.quantity} of ${left.title} can be returned`,
              path: [row, 'quantity'],
            });
          }
        }),
      // None chosen is '' in the form: the shared schema refuses it as it refuses a missing reason.
      reason: z.string().pipe(reason),
      details,
    })
    .transform(({ lines, ...rest }): ReturnRequest => ({
      ...rest,
      lines: lines
        .filter((line) => line.selected)
        .map((line) => ({ lineId: line.lineId, quantity: line.quantity ?? 0 })),
    }));

/**
 * The server's problems with a request, on the form's fields: it names a line by its place in the
 * request (`lines.0.quantity`), the form by its row, so each is moved to the row it was ticked on.
 * A row's problem, whatever its part, is said at its quantity. Others are left to the notice.
 */
type FormProblemName = `lines.${number}.quantity` | 'lines' | 'reason' | 'details';

export function returnFieldProblems(
  failure: unknown,
  values: Pick<ReturnFormValues, 'lines'>,
): Array<[FormProblemName, string]> {
  const rows = ticked(values.lines);
  return fieldProblems(failure).flatMap(([path, problem]): Array<[FormProblemName, string]> => {
    const line = /^lines\.(\d+)\.(?:quantity|lineId)$/.exec(path);
    if (line) {
      const row = rows[Number(line[1])];
      return row === undefined ? [] : [[`lines.${row}.quantity`, problem]];
    }
    return path === 'lines' || path === 'reason' || path === 'details' ? [[path, problem]] : [];
  });
}
