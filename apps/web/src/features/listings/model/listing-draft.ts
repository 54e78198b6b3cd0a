import {
  AREA_CODES,
  CurrencyId,
  type ListingCountry,
  type ListingKind,
  type ListingPublishBody,
  type ListingVo,
  listingPublishBody,
} from '@volna/contracts';
import Decimal from 'decimal.js';
import { KIND_FIELDS, PRICE_OPTIONAL_KINDS } from './kind-fields.ts';

/** The remittance fee is typed as a percentage (0.5 = 0.5 %) and stored as a fraction (0.005). */
export const percentToFraction = (percent: string) => {
  try {
    return new Decimal(percent.trim() || '0').div(100).toFixed();
  } catch {
    return percent;
  }
};
const fractionToPercent = (fraction: string) => {
  try {
    return new Decimal(fraction || '0').mul(100).toFixed();
  } catch {
    return '0';
  }
};

/**
 * What the listing form holds while it is being filled in: the common columns and the kind's body as plain texts and
 * switches (what inputs give). `requestOf` turns it into the publish body and checks it with contracts'
 * `listingPublishBody` — the same zod union the server applies — so a refusal shows on its field before sending.
 */
export type ListingDraft = {
  kind: ListingKind;
  categoryPath: string[];
  country: ListingCountry;
  city: string;
  title: string;
  description: string;
  /** '' = none given (negotiable where the kind allows it). */
  price: string;
  currencyId: number;
  body: Record<string, string | boolean>;
};

/** A new listing of a kind: its switches off, its choices on their first value, the +7 area code. */
export function emptyDraft(kind: ListingKind, categoryPath: string[] = []): ListingDraft {
  const body: Record<string, string | boolean> = {};
  for (const field of KIND_FIELDS[kind]) {
    if (field.type === 'switch') body[field.name] = false;
    else if (field.type === 'choice') body[field.name] = field.options?.[0] ?? '';
    else body[field.name] = '';
  }
  if ('contactPhone' in body) body.contactAreaCode = AREA_CODES[0];
  if (kind === 'rental') body.bond = '0';
  if (kind === 'task') Object.assign(body, { referralReward: '0', referralPlaces: '1' });
  if (kind === 'remittance') body.feeRate = '0';
  return {
    kind,
    categoryPath,
    country: 'RU',
    city: '',
    title: '',
    description: '',
    price: '',
    currencyId: CurrencyId.RUB,
    body,
  };
}

/** The form of an existing listing (edit): what it says now. */
export function draftOf(listing: ListingVo): ListingDraft {
  const draft = emptyDraft(listing.kind, listing.categoryPath);
  for (const [key, value] of Object.entries(listing.body)) {
    if (key === 'kind') continue;
    draft.body[key] =
      typeof value === 'boolean' ? value : value === null || value === undefined ? '' : String(value);
  }
  if (typeof draft.body.feeRate === 'string') draft.body.feeRate = fractionToPercent(draft.body.feeRate);
  return {
    ...draft,
    country: listing.country as ListingCountry,
    city: listing.city,
    title: listing.title,
    description: listing.description,
    price: listing.price === null ? '' : trimAmount(listing.price),
    currencyId: listing.currencyId,
  };
}

/** '1500.0000' → '1500' (the server keeps 4 decimals; the form shows what was typed). */
export const trimAmount = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** Whether the draft's price is "none": negotiable (task switch) or left empty where the kind allows it. */
function priceOf(draft: ListingDraft): string | null {
  if (draft.kind === 'task') return draft.body.negotiable ? null : draft.price.trim();
  if (draft.price.trim() === '' && PRICE_OPTIONAL_KINDS.includes(draft.kind)) return null;
  return draft.price.trim();
}

function bodyOf(draft: ListingDraft): Record<string, unknown> {
  const body: Record<string, unknown> = { kind: draft.kind };
  for (const [key, value] of Object.entries(draft.body)) {
    const spec = KIND_FIELDS[draft.kind].find((field) => field.name === key);
    if (spec?.optional && value === '' && spec.type === 'date') continue;
    body[key] = spec?.type === 'rate' && typeof value === 'string' ? percentToFraction(value) : value;
  }
  if (draft.kind === 'task' && !draft.body.referralAllowed) body.referralReward = '0';
  return body;
}

export type DraftCheck =
  | { ok: true; request: ListingPublishBody }
  | { ok: false; errors: Record<string, string> };

/**
 * The publish body of the draft and its photos, checked by the contracts' schema. Errors are keyed by the field they
 * belong to ('title', 'price', 'photos', 'categoryPath', or the body field's own name) and carry the schema's message,
 * which is a result code where the contract names one (translated by the `errors` namespace).
 */
export function requestOf(draft: ListingDraft, photos: string[]): DraftCheck {
  const parsed = listingPublishBody.safeParse({
    categoryPath: draft.categoryPath,
    country: draft.country,
    city: draft.city,
    title: draft.title,
    description: draft.description,
    price: priceOf(draft),
    currencyId: draft.currencyId,
    photos,
    body: bodyOf(draft),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, field] = issue.path.map(String);
    const key = head === 'body' && field ? field : (head ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
