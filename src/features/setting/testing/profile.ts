import type { UserProfile } from '@/state/session';

/** The profile `/user/info` answers in stories and tests (matches the demo exchange's seeded user). */
export const demoProfile: UserProfile = {
  id: 100001,
  account: 'demo@example.com',
  email: 'demo@example.com',
  phone: null,
  area_code: null,
  nickname: 'Demo Trader',
  head_portrait: '',
  signature: '',
  extension_code: 'DEMO2026',
  real_name_status: 2,
  google_bind: false,
  is_demo: false,
  credit_score: 100,
};
