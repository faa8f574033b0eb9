// One-step conversions (issue 11 §2, issue 14 §3): a visit record's problem found, or a sentiment
// item, becomes a green-channel problem or a note on the listing ledger. The converted thing keeps
// a reference to what it came from; the source remembers the conversion so it is done only once.
import { z } from 'zod';

export const CONVERSION_SOURCE_KINDS = ['visit-record', 'sentiment'] as const;
export type ConversionSourceKind = (typeof CONVERSION_SOURCE_KINDS)[number];
export const CONVERSION_TARGETS = ['problem', 'ledger'] as const;
export type ConversionTarget = (typeof CONVERSION_TARGETS)[number];

/** Where a converted problem or note came from; `index` picks one problem found of a visit record. */
export const conversionSource = z.object({
  kind: z.enum(CONVERSION_SOURCE_KINDS),
  id: z.uuid(),
  index: z.number().int().min(0).max(99).optional(),
  label: z.string().trim().min(1).max(200),
});
export type ConversionSource = z.infer<typeof conversionSource>;

/** A conversion already made, shown on its source: the button becomes a link. */
export const conversionRef = z.object({
  target: z.enum(CONVERSION_TARGETS),
  /** The problem's id, or the enterprise whose ledger got the note. */
  targetId: z.string(),
  /** The visit record's problem index, when the source has several. */
  index: z.number().int().nullable(),
});
export type ConversionRef = z.infer<typeof conversionRef>;
