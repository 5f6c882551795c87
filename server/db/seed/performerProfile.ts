import { PLATFORM_NAMES } from './platformNames';
import type { PlatformRandom } from './platformRandom';

/** A few answers per profile text (profile texts, docs/product.md#entities), as performers write them. */
const TEXTS: Record<string, readonly string[]> = {
  zodiac: [
    'Aries',
    'Taurus',
    'Gemini',
    'Cancer',
    'Leo',
    'Virgo',
    'Libra',
    'Scorpio',
    'Sagittarius',
    'Pisces',
  ],
  hobbies: ['Dancing and yoga', 'Gaming', 'Travelling', 'Cooking for friends', 'Photography'],
  pets: ['Two cats', 'A little dog', 'No pets', 'A rabbit called Bo'],
  food: ['Italian', 'Sushi', 'Anything spicy', 'Pancakes'],
  drinks: ['A glass of wine', 'Cocktails', 'Coffee, lots of it', 'Champagne'],
  manType: ['Funny and kind', 'Confident', 'Someone who listens'],
  webcamming: ['Because I love meeting new people', 'It makes me feel free'],
  sexPosition: ['Ask me in private'],
  sexLocation: ['On the beach', 'Somewhere unexpected'],
  turnoff: ['Rudeness', 'Impatience', 'Bad manners'],
  nicestAboutMe: ['My smile', 'My eyes', 'My laugh'],
  nicestAboutMen: ['Their humour', 'A good conversation'],
  lifeGoal: ['Travel the world', 'My own house by the sea'],
  motto: ['Live and let live', 'Carpe diem', 'Smile, it confuses people'],
  relationship: ['Single', 'It is complicated'],
  smoking: ['No', 'Socially'],
  music: ['Jazz', 'House', 'Pop', 'R&B'],
  personality: ['Sweet and playful', 'Shy at first', 'Outgoing'],
  showType: ['Soft', 'Playful', 'Fetish-friendly'],
  decency: ['Soft', 'Hot'],
};
const DESCRIPTIONS = [
  'Welcome to my room! I love long chats and a good laugh.',
  'New here and curious to meet you.',
  'Come say hi, I do not bite… much.',
  'Relaxed, friendly and always in for a chat.',
];

/**
 * A performer's profile (docs/product.md#entities): what members read, with appearance by gender and a few
 * profile texts.
 *
 * @example
 * const profile = performerProfile(random, 'female', '1995-03-16');
 */
export function performerProfile(random: PlatformRandom, gender: string, dateOfBirth: string) {
  const keys = Object.keys(TEXTS).filter(() => random.chance(0.3));
  const texts = Object.fromEntries(keys.map((key) => [key, random.pick(TEXTS[key] ?? [''])]));
  const feminine = /female|transgender/.test(gender);
  const masculine = /(^|-)male|transgender/.test(gender);
  const size = () => random.pick(['small', 'medium', 'large', 'xl']);
  return {
    dateOfBirth,
    description: random.pick(DESCRIPTIONS),
    location: random.pick(Object.values(PLATFORM_NAMES.cities).flat()),
    cybertoy: random.chance(0.3),
    rating: random.int(0, 100),
    sexualPreference: random.weighted([
      ['straight', 60],
      ['bisexual', 25],
      ['lesbian', 10],
      ['gay', 5],
    ] as const),
    appearance: {
      eyeColor: random.pick(['blue', 'brown', 'green', 'grey', 'hazel']),
      hairColor: random.pick(['black', 'brown', 'blonde', 'red', 'other']),
      ...(feminine ? { breastSize: size() } : {}),
      ...(masculine ? { penisSize: size() } : {}),
      piercings: random.chance(0.3),
      tattoo: random.chance(0.4),
      ethnicity: random.pick(['asian', 'black', 'caucasian', 'latin', 'middle_eastern', 'mixed']),
      shaved: random.chance(0.6),
      physique: random.pick(['slim', 'athletic', 'average', 'curvy', 'large']),
    },
    profile_texts: { ...texts, luckyNumber: random.int(1, 99) },
  };
}
