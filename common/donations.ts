// Donation suggestions: overridable by the system setting donation_suggestions.
export interface DonationSuggestions {
  amounts: number[];
  default: number;
}

export const DONATION_DEFAULTS: DonationSuggestions = { amounts: [25, 50, 100, 250], default: 50 };
