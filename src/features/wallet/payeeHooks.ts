import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bankCardQuery,
  deleteWithdrawAddress,
  payeeKeys,
  saveBankCard,
  saveWithdrawAddress,
  withdrawAddressesQuery,
  type AddressInput,
  type BankCard,
} from '@/api/wallet/payees';
import { useIsLoggedIn } from '@/state/session';
import { toast } from '@/ui/Toast';

/** The user's saved withdraw addresses, paged. */
export function useWithdrawAddresses() {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({ ...withdrawAddressesQuery(), enabled: loggedIn });
}

/** Saves a new address or edits one; the list is read again afterwards, success or not. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: AddressInput) => saveWithdrawAddress(p),
    onSuccess: (message) => {
      toast.success(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payeeKeys.all }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWithdrawAddress(id),
    onSuccess: (message) => {
      toast.success(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payeeKeys.all }),
  });
}

/** The user's bank card (null: none saved yet). */
export function useBankCard() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...bankCardQuery(), enabled: loggedIn });
}

export function useSaveBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: BankCard) => saveBankCard(card),
    onSuccess: (message) => {
      toast.success(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payeeKeys.bankCard() }),
  });
}
