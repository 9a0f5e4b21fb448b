import { answerMessage, assessmentQuestionsResponse, sendCopyWithoutEmail } from '@domain/schemas/assessments';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { SAVED_ANSWERS_KEY } from '../lib/saved-answers';
import { AssessmentWizard, UNANSWERED_MESSAGE } from './assessment-wizard';

const { areas } = assessmentQuestionsResponse();
const OPEN_QUESTIONS = ['governance-board-discussed', 'governance-investment-policy', 'risk-exit-conditions'];

/** Saved progress on the last (submit) step with every question answered but OPEN_QUESTIONS. */
function startOnLastStepWithOpenQuestions() {
  const answers = Object.fromEntries(
    areas
      .flatMap((area) => area.questions)
      .filter((question) => !OPEN_QUESTIONS.includes(question.id))
      .map((question) => [question.id, 'yes']),
  );
  localStorage.setItem(SAVED_ANSWERS_KEY, JSON.stringify({ answers, step: areas.length }));
}

function recordSubmissions() {
  const submissions: unknown[] = [];
  server.use(
    http.post('*/api/assessments', async ({ request }) => {
      submissions.push(await request.json());
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  return submissions;
}

describe('AssessmentWizard', () => {
  beforeEach(() => localStorage.clear());

  it('names how many questions are open and where on submit, and takes the visitor to the first of them', async () => {
    startOnLastStepWithOpenQuestions();
    const submissions = recordSubmissions();
    const { user } = renderWithProviders(<AssessmentWizard areas={areas} />);
    await user.click(screen.getByRole('button', { name: 'See my results' }));

    const alert = await screen.findByTestId('form-alert');
    expect(alert).toHaveTextContent(
      '3 questions are still unanswered: 2 in Governance and 1 in Risk tolerance and liquidity. Answer them to see your results.',
    );
    expect(screen.queryByText(answerMessage)).not.toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(submissions).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Go to Governance' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1. Governance' })).toBeInTheDocument();
    for (const question of areas[0]!.questions) {
      // eslint-disable-next-line testing-library/no-node-access -- each question's fieldset by its data-question id; only unanswered ones show the message
      const fieldset = document.querySelector<HTMLElement>(`fieldset[data-question="${question.id}"]`)!;
      if (OPEN_QUESTIONS.includes(question.id)) {
        // eslint-disable-next-line vitest/no-conditional-expect -- each question's fieldset by its data-question id; only unanswered ones show the message
        expect(within(fieldset).getByText(UNANSWERED_MESSAGE)).toBeInTheDocument();
      } else {
        // eslint-disable-next-line vitest/no-conditional-expect -- each question's fieldset by its data-question id; only unanswered ones show the message
        expect(within(fieldset).queryByText(UNANSWERED_MESSAGE)).not.toBeInTheDocument();
      }
    }
  });

  it('on Next with a question open, focuses it once its message describes it', async () => {
    const { user } = renderWithProviders(<AssessmentWizard areas={areas} />);
    const first = areas[0]!.questions[0]!;
    // eslint-disable-next-line testing-library/no-node-access -- each question's fieldset by its data-question id; only unanswered ones show the message
    const fieldset = document.querySelector<HTMLElement>(`fieldset[data-question="${first.id}"]`)!;
    // What a screen reader reads is what the question says when focus lands on it.
    let describedAtFocus: string | null = 'not focused';
    fieldset.addEventListener('focusin', () => {
      describedAtFocus = fieldset.getAttribute('aria-describedby');
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(fieldset).getAllByRole('radio')[0]).toHaveFocus());
    expect(describedAtFocus).not.toBeNull();
    expect(fieldset).toHaveAccessibleDescription(UNANSWERED_MESSAGE);
  });

  it('says on the same submit that a copy needs an email address, beside the open questions', async () => {
    startOnLastStepWithOpenQuestions();
    const submissions = recordSubmissions();
    const { user } = renderWithProviders(<AssessmentWizard areas={areas} />);
    await user.click(screen.getByRole('checkbox', { name: 'Email me a copy of the results' }));
    await user.click(screen.getByRole('button', { name: 'See my results' }));

    expect(await screen.findByTestId('form-alert')).toHaveTextContent('3 questions are still unanswered');
    expect(screen.getByLabelText('Email (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(sendCopyWithoutEmail),
    );
    expect(submissions).toEqual([]);
  });
});
