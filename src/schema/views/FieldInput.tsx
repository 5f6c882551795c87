import { Suspense } from 'react';
import type { FieldDefinition, GroupField } from '../../../contract/FieldDefinition';
import { isLong, isWide } from '../fieldLayout';
import { FieldCell, FieldGrid } from './FieldGrid';
import { FieldGroupFrame } from './FieldGroupFrame';
import { FourEyesInput } from './FourEyesInput';
import { KindInput } from './KindInput';
import { LazyListItemsInput } from './LazyListItemsInput';
import { MaskedFieldInput } from './MaskedFieldInput';
import { ReadOnlyGroup } from './ReadOnlyGroup';
import { ReadOnlyList } from './ReadOnlyList';

export interface FieldInputProps {
  field: FieldDefinition;
  disabled?: boolean;
  /**
   * In a record form: say under the input when its value differs from the record as loaded
   * (docs/product.md#states).
   */
  tracked?: boolean;
  /** Read by react-admin's filter form: the filter is shown without picking it first. */
  alwaysOn?: boolean;
  /** Read by react-admin's list iterator to build a new item's keys; the field's own source is used. */
  source?: string;
  /** Inside a masked group: the server sends every value masked. */
  masked?: boolean;
  /** How deep in groups the field sits (for the subheadings' level). */
  depth?: number;
  /** The form section's heading already names this group. */
  hideLabel?: boolean;
  /** Of a picker's choices, the ids that may be picked (a role picker: the roles the user holds). */
  offered?: readonly string[] | undefined;
}

/**
 * The input for one field, chosen by its kind; a group renders its fields under a subheading (in columns when
 * it has many), a list its items. Read-only groups and lists show their values; private values their mask; a
 * payout account field (`fourEyes`) is read only, since it changes through 'Change bank details'.
 */
export function FieldInput(props: FieldInputProps) {
  const { field, disabled, tracked, depth = 0, hideLabel, offered } = props;
  const masked = props.masked || Boolean(field.masked);
  switch (field.kind) {
    case 'group':
      return field.readOnly ? (
        <ReadOnlyGroup field={field} depth={depth} hideLabel={hideLabel} />
      ) : (
        <GroupInput {...props} field={field} masked={masked} />
      );
    case 'list':
      if (field.readOnly) return <ReadOnlyList field={field} />;
      return (
        <Suspense fallback={null}>
          <LazyListItemsInput field={field} disabled={disabled} masked={masked} itemInput={FieldInput} />
        </Suspense>
      );
    default:
      if (field.fourEyes) return <FourEyesInput field={field} />;
      return masked ? (
        <MaskedFieldInput field={field} disabled={disabled} tracked={tracked} />
      ) : (
        <KindInput field={field} disabled={disabled} tracked={tracked} offered={offered} />
      );
  }
}

function GroupInput({
  field,
  disabled,
  tracked,
  masked,
  depth = 0,
  hideLabel,
}: FieldInputProps & { field: GroupField }) {
  return (
    <FieldGroupFrame label={field.label} depth={depth} hideLabel={hideLabel}>
      <FieldGrid long={isLong(field.fields)}>
        {field.fields.map((inner) => (
          <FieldCell key={inner.source} wide={isWide(inner)}>
            <FieldInput
              field={{ ...inner, source: `${field.source}.${inner.source}` }}
              disabled={disabled}
              tracked={tracked}
              masked={masked}
              depth={depth + 1}
            />
          </FieldCell>
        ))}
      </FieldGrid>
    </FieldGroupFrame>
  );
}
