import { TextArea as AntTextArea, type TextAreaProps } from 'antd-mobile';
import { useId } from 'react';

/**
 * antd-mobile's TextArea, named for screen readers: antd-mobile puts `aria-label` on its wrapper <div>, leaving the
 * <textarea> itself without a name (axe: label, critical). Here the name is a visually hidden <label> tied to the
 * textarea by id; everything else is antd-mobile's.
 */
export function TextArea({ 'aria-label': label, id, ...props }: TextAreaProps & { 'aria-label'?: string }) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <>
      {label && (
        <label htmlFor={fieldId} className="visually-hidden">
          {label}
        </label>
      )}
      <AntTextArea id={fieldId} {...props} />
    </>
  );
}
