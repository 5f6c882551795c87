import { Labeled } from 'react-admin';
import type { GroupField } from '../../../contract/FieldDefinition';
import { isLong, isWide } from '../fieldLayout';
import { FieldCell, FieldGrid } from './FieldGrid';
import { FieldGroupFrame } from './FieldGroupFrame';
import { ReadOnlyValue } from './ReadOnlyValue';

export interface ReadOnlyGroupProps {
  /** The group, its `source` the full dotted path in the record in context. */
  field: GroupField;
  depth?: number;
  hideLabel?: boolean;
}

/** A group the user only reads (a performer's earnings, a studio's whitelabel): its values under their labels. */
export function ReadOnlyGroup({ field, depth = 0, hideLabel }: ReadOnlyGroupProps) {
  return (
    <FieldGroupFrame label={field.label} depth={depth} hideLabel={hideLabel}>
      <FieldGrid long={isLong(field.fields)}>
        {field.fields.map((inner) => {
          const nested = { ...inner, source: `${field.source}.${inner.source}` };
          return (
            <FieldCell key={inner.source} wide={isWide(inner)}>
              {nested.kind === 'group' ? (
                <ReadOnlyGroup field={nested} depth={depth + 1} />
              ) : (
                <Labeled label={inner.label} sx={{ my: 1 }}>
                  <ReadOnlyValue field={nested} path={nested.source} />
                </Labeled>
              )}
            </FieldCell>
          );
        })}
      </FieldGrid>
    </FieldGroupFrame>
  );
}
