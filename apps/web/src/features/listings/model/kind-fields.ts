import {
  EXPERIENCE_BANDS,
  GOODS_CONDITIONS,
  JOB_MODES,
  JOB_NATURES,
  type ListingKind,
  PARTY_TYPES,
} from '@volna/contracts';

/**
 * The typed part of each kind's listing (contracts' `listingBody` union) as a table the form and the detail page both
 * draw from: one row per body field, in the order a person fills them in. A new board is a new union member in
 * contracts and a new entry here — no new screen. Labels are `listings:field.<name>`, choices
 * `listings:choice.<name>.<value>`.
 */
export type FieldType =
  | 'text'
  | 'longText'
  | 'date'
  | 'time'
  | 'choice'
  | 'count'
  | 'amount'
  | 'switch'
  | 'email'
  | 'rate';

export type FieldSpec = {
  name: string;
  type: FieldType;
  options?: readonly string[];
  optional?: boolean;
  /** Shown only when the named switch is on. */
  when?: string;
  /** Held with money while the listing is on the shelf (a task's referral budget): not editable then. */
  heldWhileListed?: boolean;
  /** A place: picked on /choose-location too, its point kept in `<name>At` and shown on /open-location. */
  place?: boolean;
};

const CONTACT: FieldSpec[] = [
  { name: 'contactName', type: 'text' },
  { name: 'contactPhone', type: 'text' },
];

export const KIND_FIELDS: Record<ListingKind, FieldSpec[]> = {
  event: [
    { name: 'eventName', type: 'text' },
    { name: 'organizer', type: 'text' },
    { name: 'date', type: 'date' },
    { name: 'time', type: 'time' },
    { name: 'place', type: 'text', place: true },
  ],
  job: [
    { name: 'address', type: 'text', place: true },
    { name: 'wagePeriod', type: 'choice', options: ['hour', 'day', 'month', 'task'] },
    { name: 'targetDate', type: 'date', optional: true },
    ...CONTACT,
  ],
  service: [{ name: 'address', type: 'text', place: true }, ...CONTACT],
  goods: [
    { name: 'condition', type: 'choice', options: GOODS_CONDITIONS },
    { name: 'address', type: 'text', optional: true, place: true },
    ...CONTACT,
  ],
  rental: [
    { name: 'address', type: 'text', place: true },
    { name: 'leaseTermMonths', type: 'count' },
    { name: 'bond', type: 'amount' },
    ...CONTACT,
  ],
  task: [
    { name: 'location', type: 'text', place: true },
    { name: 'negotiable', type: 'switch' },
    { name: 'deadline', type: 'date' },
    { name: 'requirements', type: 'longText' },
    { name: 'referralAllowed', type: 'switch', heldWhileListed: true },
    { name: 'referralReward', type: 'amount', when: 'referralAllowed', heldWhileListed: true },
    { name: 'referralPlaces', type: 'count', when: 'referralAllowed', heldWhileListed: true },
  ],
  jobPosting: [
    { name: 'position', type: 'text' },
    { name: 'requirements', type: 'longText' },
    { name: 'workplace', type: 'text', place: true },
    { name: 'address', type: 'text', place: true },
    { name: 'nature', type: 'choice', options: JOB_NATURES },
    { name: 'mode', type: 'choice', options: JOB_MODES },
    { name: 'experience', type: 'choice', options: EXPERIENCE_BANDS },
    { name: 'headcount', type: 'count' },
    { name: 'companyName', type: 'text' },
    { name: 'companyAddress', type: 'text' },
    { name: 'licenceNumber', type: 'text' },
    { name: 'taxTerms', type: 'longText' },
    ...CONTACT,
  ],
  information: [{ name: 'place', type: 'text', place: true }],
  remittance: [
    { name: 'from', type: 'text', place: true },
    { name: 'to', type: 'text', place: true },
    { name: 'payerType', type: 'choice', options: PARTY_TYPES },
    { name: 'payeeType', type: 'choice', options: PARTY_TYPES },
    { name: 'basis', type: 'text' },
    { name: 'remarks', type: 'text', optional: true },
    { name: 'contact', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'feeRate', type: 'rate' },
  ],
};

/** Kinds whose price may be left empty ("negotiable"); the task's switch decides for it. */
export const PRICE_OPTIONAL_KINDS: readonly ListingKind[] = ['job', 'service', 'jobPosting'];
/** Kinds that need a contact phone (they carry the +7/+86 area code beside it). */
export const hasContactPhone = (kind: ListingKind) =>
  KIND_FIELDS[kind].some((field) => field.name === 'contactPhone');
