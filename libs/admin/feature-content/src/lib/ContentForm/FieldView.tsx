import type { FieldSpec } from '../schema/field-spec';
import { useContentTexts } from '../content-texts';
import type { FieldControlProps } from './field-props';
import { BooleanInput } from './fields/BooleanInput';
import { DateTimeInput } from './fields/DateTimeInput';
import { GroupInput } from './fields/GroupInput';
import { ImageInput } from './fields/ImageInput';
import { JsonInput } from './fields/JsonInput';
import { ListInput } from './fields/ListInput';
import { NumberInput } from './fields/NumberInput';
import { ReferenceInput } from './fields/ReferenceInput';
import { SelectInput } from './fields/SelectInput';
import { TextInput } from './fields/TextInput';
import styles from './ContentForm.module.scss';
import { fieldLabel } from './field-label';
import type { PathKey } from './value-paths';

/** The control of one value, chosen by what the contract says it is. */
export function FieldView(props: FieldControlProps) {
  const { node } = props;
  switch (node.type) {
    case 'text':
      return <TextInput {...props} node={node} />;
    case 'number':
      return <NumberInput {...props} node={node} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'select':
      return <SelectInput {...props} node={node} />;
    case 'datetime':
      return <DateTimeInput {...props} node={node} />;
    case 'reference':
      return <ReferenceInput {...props} node={node} />;
    case 'image':
      return <ImageInput {...props} />;
    case 'group':
      return <GroupInput {...props} node={node} />;
    case 'list':
      return <ListInput {...props} node={node} />;
    default:
      return <JsonInput {...props} />;
  }
}

/** The fields of an object, each labelled by its translated name (else its name in words). */
export function FieldList({
  fields,
  path,
}: {
  fields: readonly FieldSpec[];
  path: readonly PathKey[];
}) {
  const t = useContentTexts();
  return (
    <div className={styles['fields']}>
      {fields.map((field) => (
        <FieldView
          key={field.name}
          path={[...path, field.name]}
          label={fieldLabel(t, field.name)}
          // `null` fills a nullable field: it need not be filled in.
          required={field.required && !field.nullable}
          nullable={field.nullable}
          readOnly={field.readOnly}
          node={field.node}
        />
      ))}
    </div>
  );
}
