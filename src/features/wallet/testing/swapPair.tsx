import * as z from 'zod/mini';
import { useZodForm } from '@/ui/Form';
import { SwapPair } from '../components/SwapPair';

const ACCOUNTS = [
  { value: 'change', label: 'Spot' },
  { value: 'lever', label: 'Futures' },
  { value: 'micro', label: 'Seconds' },
  { value: 'legal', label: 'Fiat' },
];

const schema = z.object({ from: z.string(), to: z.string() });

/** `SwapPair` inside a form as the transfer page uses it, from and to accounts (Spot → Futures to start). */
export function AccountPair({ from = 'change', to = 'lever' }: { from?: string; to?: string }) {
  const form = useZodForm(schema, { defaultValues: { from, to } });
  return (
    <SwapPair
      control={form.control}
      from={{ name: 'from', label: 'From' }}
      to={{ name: 'to', label: 'To' }}
      swapLabel="Swap accounts"
      options={ACCOUNTS}
      onChange={(nextFrom, nextTo) => {
        form.setValue('from', nextFrom);
        form.setValue('to', nextTo);
      }}
    />
  );
}
