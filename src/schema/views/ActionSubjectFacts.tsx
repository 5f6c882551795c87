import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { SubjectFact } from '../actionSubject';
import { SubjectValue } from './SubjectValue';

/** What an action touches besides the record named in its title, each with its label: 'Credits 40', 'Amount 120,00'. */
export function ActionSubjectFacts({ facts, record }: { facts: readonly SubjectFact[]; record: RaRecord }) {
  if (facts.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}
    >
      {facts.map((fact) => (
        <Box key={fact.field.source} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {fact.field.label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            <SubjectValue fact={fact} record={record} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
