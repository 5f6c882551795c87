import { Box } from '@mui/material';
import type { SubjectFact } from '../actionSubject';
import { SubjectValue } from './SubjectValue';

/** What an action touches besides the record named in its title, each with its label: 'Credits 40', 'Amount 120,00'. */
export function ActionSubjectFacts({ facts }: { facts: readonly SubjectFact[] }) {
  if (facts.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}
    >
      {facts.map(({ field, value }) => (
        <Box key={field.source} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {field.label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            <SubjectValue field={field} value={value} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
