import type { ReactNode } from 'react';
import { StudioReviewNotice } from '@/features/studio/review-notice';

/** Every /creator page: the review notice above the page while documents are under review. */
export default function CreatorLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <StudioReviewNotice />
      {children}
    </>
  );
}
