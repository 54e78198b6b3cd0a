import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** A form's one primary action, full width under its fields; `className` places it in the feature's layout. */
export function FormSubmit({
  className,
  loading,
  children,
}: {
  className?: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Button block type="submit" color="primary" size="large" loading={loading}>
        {children}
      </Button>
    </div>
  );
}
