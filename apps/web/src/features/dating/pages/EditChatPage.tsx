import { PriceEditor } from '../components/PriceEditor.tsx';

/** EditChat: the paid-chat price and the receipt currency. */
export default function EditChatPage() {
  return <PriceEditor kind="chat" />;
}
