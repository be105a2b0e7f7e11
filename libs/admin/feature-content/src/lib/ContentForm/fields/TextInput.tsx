import { Textarea, TextField } from '@corp/shared/ui';
import type { FieldNode } from '../../schema/field-spec';
import type { FieldControlProps } from '../field-props';
import { useField } from '../use-field';

type TextNode = Extract<FieldNode, { type: 'text' }>;

/** A string of the contract: one line, or a box for prose; the pattern or URL rule as a hint. */
export function TextInput({ path, label, required, readOnly, node }: FieldControlProps<TextNode>) {
  const field = useField(path, readOnly);
  const value = typeof field.value === 'string' ? field.value : '';
  const hint = readOnly
    ? field.t('form.keyHint')
    : node.format === 'url'
      ? field.t('form.urlHint')
      : node.patternMessage
        ? field.t('form.formatHint', { rule: node.patternMessage })
        : node.pattern
          ? field.t('form.patternHint', { pattern: node.pattern })
          : undefined;
  const common = {
    id: field.id,
    label,
    required,
    hint,
    error: field.error,
    disabled: field.disabled,
    lang: field.lang,
    maxLength: node.maxLength,
    value,
  };
  if (node.multiline)
    return <Textarea {...common} rows={4} onChange={(event) => field.set(event.target.value)} />;
  return (
    <TextField
      {...common}
      type={node.format === 'email' ? 'email' : 'text'}
      inputMode={node.format === 'url' ? 'url' : undefined}
      onChange={(event) => field.set(event.target.value)}
    />
  );
}
