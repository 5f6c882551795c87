/** What members report chats for (the Abuse list's categories). */
export const ABUSE_CATEGORIES = ['harassment', 'spam', 'underage', 'offensive', 'fraud', 'other'] as const;

/** Lines from reported chats, as members quote them. */
export const ABUSE_EXCERPTS = [
  'you are worthless, do what I say',
  'visit my site for cheaper shows www.example.test',
  'she looks way too young to be here',
  'stupid idiot, turn the camera back on',
  'send me your bank details and I double your credits',
  'keeps spamming the same emoji for ten minutes',
  'asked me to meet outside the platform',
  'threatened to find out where I live',
] as const;
