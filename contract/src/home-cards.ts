// The console home's cards (issue 16): each feature contributes its own, the server decides who
// sees which (a card is shown exactly to those who may open the page it links to) and computes its
// figures, and the web draws them with the feature's texts. One card is one call, so a slow card
// never holds up the others.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * A text on a card, never HTML: raw data (an enterprise's name), an enumeration's display name
 * (`enums:<enum>.<value>`), or one of the feature's own texts under `home.<card>.` with arguments.
 */
export const homeText = z.union([
  z.object({ text: z.string() }),
  z.object({ enum: z.string(), value: z.string() }),
  z.object({ key: z.string(), args: z.record(z.string(), z.union([z.string(), z.number()])).optional() }),
]);
export type HomeText = z.infer<typeof homeText>;

export const HOME_TONES = ['normal', 'success', 'warning', 'danger'] as const;
export type HomeTone = (typeof HOME_TONES)[number];

/** A count with the link to exactly the items it counts. */
export const homeFigure = z.object({
  key: z.string(),
  /** Defaults to the feature's text `home.<card>.<key>`. */
  label: homeText.optional(),
  value: z.number(),
  href: z.string().nullable(),
  /** How the figure reads when above zero; a zero is always drawn plain (ui/home-card). */
  tone: z.enum(HOME_TONES).optional(),
});
export type HomeFigure = z.infer<typeof homeFigure>;

/** One line of a card's short list. */
export const homeItem = z.object({
  id: z.string(),
  title: homeText,
  note: homeText.nullable().optional(),
  /** A day (YYYY-MM-DD) or a moment (ISO), shown with the `dateLabel` text. */
  date: z.string().nullable().optional(),
  dateLabel: homeText.optional(),
  tag: homeText.nullable().optional(),
  tone: z.enum(HOME_TONES).optional(),
  href: z.string().nullable(),
});
export type HomeItem = z.infer<typeof homeItem>;

export const homeCardData = z.object({
  figures: z.array(homeFigure),
  items: z.array(homeItem),
  /** The page behind the card, filtered where the card counts a part of it. */
  more: z.string().nullable(),
  /** A sentence under the figures (the next step and its limit), or null. */
  summary: homeText.nullable().optional(),
});
export type HomeCardData = z.infer<typeof homeCardData>;

/** A card's key is `<feature>.<name>`; its texts are the web feature's `home.<name>.*`. */
export const homeCardRef = z.object({ key: z.string(), feature: z.string(), name: z.string() });
export type HomeCardRef = z.infer<typeof homeCardRef>;

export const homeCardKeyParams = z.object({
  key: z
    .string()
    .regex(/^[a-z][a-z-]*\.[a-zA-Z]+$/)
    .max(80),
});

/** Most lines a card lists; the link behind it shows the rest. */
export const HOME_CARD_ITEMS = 5;

export const homeCardEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console/api/home/cards',
    summary: 'The home cards the caller sees, in order',
    response: z.array(homeCardRef),
  }),
  card: endpoint({
    method: 'GET',
    path: '/console/api/home/cards/:key',
    summary: "One home card's figures and short list",
    params: homeCardKeyParams,
    response: homeCardData,
  }),
};
