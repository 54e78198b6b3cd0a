import { ChangeAddressForm } from '../components/ChangeAddressForm.tsx';

/** A new e-mail address, proven by a code sent to that NEW address. */
export default function ChangeEmailPage() {
  return <ChangeAddressForm channel="email" />;
}
