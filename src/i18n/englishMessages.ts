import type { TranslationMessages } from 'ra-core';
import raEnglish from 'ra-language-english';

/** react-admin's English plus the dashboard's own strings; the wording of docs/product.md lives here. */
export const englishMessages: TranslationMessages = {
  ...raEnglish,
  dash: {
    notAuthorized: 'You are not authorized to view this page.',
    notFound: 'This page could not be found',
    backHome: 'Back to the home page',
    error: 'Error',
    reload: 'Reload the page',
    logout: 'Logout',
    userMenu: {
      open: 'User menu',
      twoFactor: 'Two-factor authentication',
      darkTheme: 'Dark theme',
      lightTheme: 'Light theme',
      signOut: 'Sign out',
    },
    debug: 'Debug',
    loading: 'Loading…',
    toggleMenu: 'Toggle the menu',
    moreRows: '%{offsetBegin}-%{offsetEnd} of more than %{total}',
    search: {
      label: 'Search',
      member: 'Member',
      model: 'Model',
      run: 'Run the search',
      empty: 'No search parameter given',
      noPerformer: 'Could not find performer: %{value}',
      noMember: 'Could not find member: %{value}',
      multiple: 'Multiple search results',
      more: 'The first %{count} hits; type more of the name to narrow them.',
      number: '#',
      username: 'Username',
      email: 'Email',
      whitelabel: 'Whitelabel site',
      family: 'Family site',
      edit: 'Edit',
    },
  },
};
