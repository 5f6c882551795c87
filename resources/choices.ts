import type { Choice } from '../contract/FieldDefinition';

/** Choices whose label is their value. */
const asIs = (...values: string[]): readonly Choice[] => values.map((value) => ({ id: value, name: value }));

const labelled = (entries: Record<string, string>): readonly Choice[] =>
  Object.entries(entries).map(([id, name]) => ({ id, name }));

/**
 * The enumerations of docs/product.md#entities and the platform's record states, one option list each for
 * every screen.
 */
export const CHOICES = {
  gender: labelled({
    female: 'Female',
    male: 'Male',
    transgender: 'Transgender',
    'female-male': 'Female & male',
    'female-female': 'Female & female',
    'female-transgender': 'Female & transgender',
    'male-male': 'Male & male',
    'male-transgender': 'Male & transgender',
    'transgender-transgender': 'Transgender & transgender',
  }),
  attachmentKind: labelled({
    idBack: 'ID back',
    idFront: 'ID front',
    bank_card: 'Bank card',
    image_holding_id_card: 'Holding the ID card',
    bank_statement_or_utility_bill: 'Bank statement or utility bill',
    representationDocument: 'Representation document',
  }),
  /** A type the platform adds later is shown as it is until it is named here. */
  paymentType: labelled({
    clientppm: 'Chat',
    clientppmvip: 'Vip',
    clientppt: 'Tip',
    clientmessage: 'Message',
    clientcybertoy: 'Toy Tip',
    provision: 'Commission',
  }),
  payoutInterval: asIs('10 Days', 'Monthly'),
  reservationStatus: labelled({ held: 'Held', released: 'Released' }),
  abuseCategory: labelled({
    harassment: 'Harassment',
    spam: 'Spam or advertising',
    underage: 'Looks under age',
    offensive: 'Offensive language',
    fraud: 'Fraud or scam',
    other: 'Other',
  }),
  abuseStatus: labelled({ open: 'Open', resolved: 'Resolved' }),
  invalidChatReason: labelled({ too_short: 'Too short', refunded: 'Refunded', technical: 'Technical' }),
  chatReview: labelled({ valid: 'Marked valid', refunded: 'Credits refunded' }),
  currency: labelled({ EUR: 'Euro (EUR)', USD: 'US dollar (USD)', GBP: 'Pound sterling (GBP)' }),
  invoicePaymentType: labelled({ I: 'Instant', T: 'Total of period' }),
  onlineStatus: labelled({
    online: 'Online',
    live: 'Live',
    vip: 'Vip',
    free: 'Free',
    pause: 'Pause',
    offline: 'Offline',
  }),
  chatKind: labelled({
    default: 'Default',
    free: 'Free',
    vip: 'Vip',
    direct_message: 'Direct message',
    tip: 'Tip',
    tip_toy: 'Toy tip',
  }),
  userState: labelled({
    active: 'Active',
    inactive: 'Inactive',
    pending: 'Pending',
    blocked: 'Blocked',
    deleted: 'Deleted',
  }),
  accountState: labelled({ ok: 'OK', review: 'In review', suspended: 'Suspended', closed: 'Closed' }),
  companyState: labelled({
    approved: 'Approved',
    pending: 'Pending',
    rejected: 'Rejected',
    closed: 'Closed',
  }),
  siteState: labelled({ draft: 'Draft', live: 'Live', suspended: 'Suspended' }),
  identityType: labelled({ passport: 'Passport', id_card: 'ID card', drivers_license: 'Driver’s license' }),
  sexualPreference: labelled({
    straight: 'Straight',
    gay: 'Gay',
    lesbian: 'Lesbian',
    bisexual: 'Bisexual',
  }),
  eyeColor: labelled({ blue: 'Blue', brown: 'Brown', green: 'Green', grey: 'Grey', hazel: 'Hazel' }),
  hairColor: labelled({
    black: 'Black',
    brown: 'Brown',
    blonde: 'Blonde',
    red: 'Red',
    grey: 'Grey',
    other: 'Other',
  }),
  ethnicity: labelled({
    asian: 'Asian',
    black: 'Black',
    caucasian: 'Caucasian',
    latin: 'Latin',
    middle_eastern: 'Middle Eastern',
    mixed: 'Mixed',
  }),
  physique: labelled({
    slim: 'Slim',
    athletic: 'Athletic',
    average: 'Average',
    curvy: 'Curvy',
    large: 'Large',
  }),
  size: labelled({ small: 'Small', medium: 'Medium', large: 'Large', xl: 'Extra large' }),
  locale: labelled({ en: 'English', nl: 'Dutch', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian' }),
  ivrState: labelled({ active: 'Active', inactive: 'Inactive', pending: 'Pending', suspended: 'Suspended' }),
} as const;
