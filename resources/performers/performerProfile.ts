import type { FieldDefinition } from '../../contract/FieldDefinition';
import { CHOICES } from '../choices';

const text = (source: string, label: string): FieldDefinition => ({
  source,
  label,
  kind: 'text',
  maxLength: 500,
});

/**
 * Profile (docs/product.md#entities): what members see of a performer, with appearance and the profile texts.
 */
export const performerProfile: FieldDefinition = {
  source: 'profile',
  label: 'Profile',
  kind: 'group',
  fields: [
    { source: 'dateOfBirth', label: 'Date of birth (shown)', kind: 'date' },
    { source: 'description', label: 'Description', kind: 'text', multiline: true, maxLength: 2000 },
    text('location', 'Location'),
    { source: 'cybertoy', label: 'Cybertoy', kind: 'boolean' },
    { source: 'rating', label: 'Rating', kind: 'integer', min: 0, max: 100 },
    {
      source: 'sexualPreference',
      label: 'Sexual preference',
      kind: 'enum',
      choices: CHOICES.sexualPreference,
    },
    {
      source: 'appearance',
      label: 'Appearance',
      kind: 'group',
      fields: [
        { source: 'eyeColor', label: 'Eye colour', kind: 'enum', choices: CHOICES.eyeColor },
        { source: 'hairColor', label: 'Hair colour', kind: 'enum', choices: CHOICES.hairColor },
        { source: 'breastSize', label: 'Breast size', kind: 'enum', choices: CHOICES.size },
        { source: 'penisSize', label: 'Penis size', kind: 'enum', choices: CHOICES.size },
        { source: 'piercings', label: 'Piercings', kind: 'boolean' },
        { source: 'tattoo', label: 'Tattoo', kind: 'boolean' },
        { source: 'ethnicity', label: 'Ethnicity', kind: 'enum', choices: CHOICES.ethnicity },
        { source: 'shaved', label: 'Shaved', kind: 'boolean' },
        { source: 'physique', label: 'Physique', kind: 'enum', choices: CHOICES.physique },
      ],
    },
    {
      source: 'profile_texts',
      label: 'Profile texts',
      kind: 'group',
      fields: [
        text('zodiac', 'Zodiac'),
        text('hobbies', 'Hobbies'),
        text('pets', 'Pets'),
        text('food', 'Food'),
        text('drinks', 'Drinks'),
        text('manType', 'Type of man'),
        text('webcamming', 'Webcamming'),
        text('sexPosition', 'Sex position'),
        text('sexLocation', 'Sex location'),
        text('turnoff', 'Turn-off'),
        text('nicestAboutMe', 'Nicest about me'),
        text('nicestAboutMen', 'Nicest about men'),
        text('lifeGoal', 'Life goal'),
        text('motto', 'Motto'),
        text('relationship', 'Relationship'),
        text('smoking', 'Smoking'),
        text('music', 'Music'),
        text('personality', 'Personality'),
        { source: 'luckyNumber', label: 'Lucky number', kind: 'integer', min: 0, max: 1_000_000 },
        text('showType', 'Show type'),
        text('decency', 'Decency'),
      ],
    },
  ],
};
