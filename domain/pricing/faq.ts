// The pricing page's questions and answers as plain text, for its FAQPage structured data.
// The page (src/app/routes/programs/pricing.tsx) shows the same text with links; its test
// checks that each question and answer below is on the page.

export interface PricingQuestion {
  question: string;
  answer: string;
}

export const PRICING_FAQ: readonly PricingQuestion[] = [
  {
    question: 'What does the 30-day satisfaction guarantee mean?',
    answer:
      "If a program is not meeting your needs, tell us within 30 days of starting. The guarantee's terms are set out in writing when you enrol.",
  },
  {
    question: 'How long does the learning framework take?',
    answer: 'Most teams finish it in 4–8 weeks, about 32 hours in total, alongside their usual work.',
  },
  {
    question: 'How often are the live webinars?',
    answer: 'Twice a week. See Education Programs for the topics.',
  },
  {
    question: 'Which tier fits us?',
    answer: 'Start with the free assessment, or book a consultation and we will suggest one.',
  },
];
