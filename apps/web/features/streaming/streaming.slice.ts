import type { PayloadAction } from '@reduxjs/toolkit';
import { createAccountSlice } from '@/lib/store/account-slice';

/**
 * Streaming state (spec section 4: "privateRequests, each with a conversationId"). Private 1:1
 * requests are added when they arrive and removed once accessed, by conversation id. The API has
 * no private-request routes (contract 3.18: "S keeps privateRequests client state only").
 */
export interface PrivateStreamRequest {
  conversationId: string;
  [key: string]: unknown;
}

export interface StreamingState {
  privateRequests: PrivateStreamRequest[];
}

export const initialStreamingState: StreamingState = { privateRequests: [] };

export const streamingSlice = createAccountSlice('streaming', initialStreamingState, {
  /** Added once per conversation (a repeat replaces the earlier request). */
  privateRequestAdded: (state, action: PayloadAction<PrivateStreamRequest>) => {
    const request = action.payload;
    if (!request?.conversationId) return;
    state.privateRequests = [
      ...state.privateRequests.filter((r) => r.conversationId !== request.conversationId),
      request,
    ];
  },
  /** Accessed: removed by its conversation id. */
  privateRequestRemoved: (state, action: PayloadAction<string>) => {
    state.privateRequests = state.privateRequests.filter((r) => r.conversationId !== action.payload);
  },
});

export const { privateRequestAdded, privateRequestRemoved } = streamingSlice.actions;
