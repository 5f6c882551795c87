/** What a preview fills the placeholders with: a made-up recipient, never a real one. */
export const EMAIL_SAMPLE_VALUES: Readonly<Record<string, string>> = {
  username: 'lola_sunshine',
  email: 'lola@example.com',
  site: 'CamClub',
  link: 'https://camclub.example/activate?token=sample',
  studio: 'Sunset Studio B.V.',
  date: '26-11-2026',
};
