import { ChangeAddressForm } from '../components/ChangeAddressForm.tsx';

/** A new phone number, proven by a code sent to that NEW number. */
export default function ChangeNumberPage() {
  return <ChangeAddressForm channel="phone" />;
}
