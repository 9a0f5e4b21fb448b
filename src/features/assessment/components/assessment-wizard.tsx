// The assessment as steps: one step per area with its questions, each answered yes / partly /
// no / not sure (native radio groups, so arrow keys move within a question and Tab between
// them), then a last step to submit, optionally asking for a copy by email. Progress is
// shown as steps and answers; answers are kept in the browser until submitted.
import { QUESTION_IDS } from '@domain/assessment/questions';
import { ANSWER_LABELS, ANSWER_VALUES, type AnswerValue } from '@domain/assessment/scoring';
import type { AssessmentQuestionsResponse } from '@domain/schemas/assessments';
import { submitAssessmentInput } from '@domain/schemas/assessments';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { SUBMIT_ASSESSMENT_ERROR, useSubmitAssessment } from '@/api/assessments/submit-assessment';
import { trackJourney } from '@/lib/track-journey';
import { CheckboxField, FormStatus, HoneypotField, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useAccountPrefill } from '@/components/form/use-account-prefill';
import { fieldErrorsFromIssues, useForm, type FormValues } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { assessmentResultPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import { clearProgress, loadProgress, saveProgress } from '../lib/saved-answers';

export const UNANSWERED_MESSAGE = 'Choose an answer to go on.';

type Area = AssessmentQuestionsResponse['areas'][number];

function joinWithAnd(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What a submit with open questions says: how many, and in which steps. */
export function unansweredSummary(openAreas: readonly { title: string; count: number }[]): string {
  const total = openAreas.reduce((sum, a) => sum + a.count, 0);
  if (total === 1) return `One question is still unanswered, in ${openAreas[0]?.title}. Answer it to see your results.`;
  const where = joinWithAnd(openAreas.map((a) => `${a.count} in ${a.title}`));
  return `${total} questions are still unanswered: ${where}. Answer them to see your results.`;
}

function QuestionField({
  index,
  question,
  value,
  error,
  onChange,
}: {
  index: number;
  question: Area['questions'][number];
  value: AnswerValue | undefined;
  error: boolean;
  onChange: (value: AnswerValue) => void;
}) {
  const legendId = `${question.id}-legend`;
  const errorId = `${question.id}-error`;
  return (
    <fieldset
      className="rounded-lg border border-border p-4"
      aria-describedby={error ? errorId : undefined}
      data-question={question.id}
    >
      {/* Floated, the legend sits inside the box like a heading: a question that wraps to a
          second line does not break the border it would otherwise sit on. */}
      <legend id={legendId} className="float-left w-full text-base font-medium text-foreground">
        <span className="mr-1 text-muted-foreground">{index}.</span> {question.text}
      </legend>
      <div className="clear-left grid grid-cols-2 gap-2 pt-3 sm:grid-cols-4">
        {ANSWER_VALUES.map((answer) => (
          <label
            key={answer}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={question.id}
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
              className="size-4 accent-primary"
            />
            {ANSWER_LABELS[answer]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-destructive">
          {UNANSWERED_MESSAGE}
        </p>
      ) : null}
    </fieldset>
  );
}

export function AssessmentWizard({ areas }: { areas: AssessmentQuestionsResponse['areas'] }) {
  const navigate = useNavigate();
  const submitAssessment = useSubmitAssessment();
  const [progress, setProgress] = useState(loadProgress);
  const [missing, setMissing] = useState<string[]>([]);
  // Set by a submit with open questions: the last step then says which are open (live).
  const [triedWithOpenQuestions, setTriedWithOpenQuestions] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const form = useForm({ email: '', sendCopy: false, website: '' });
  useAccountPrefill(form.values, form.fill);

  const totalQuestions = areas.reduce((sum, area) => sum + area.questions.length, 0);
  const answered = areas.flatMap((area) => area.questions).filter((q) => progress.answers[q.id]).length;
  const lastStep = areas.length; // the submit step
  const step = Math.min(progress.step, lastStep);
  const area = areas[step];
  const unansweredAreas = areas
    .map((a, index) => ({ area: a, index, open: a.questions.filter((q) => !progress.answers[q.id]).map((q) => q.id) }))
    .filter(({ open }) => open.length > 0);
  const firstUnanswered = unansweredAreas[0];
  const unansweredMessage =
    triedWithOpenQuestions && unansweredAreas.length > 0
      ? unansweredSummary(unansweredAreas.map(({ area: a, open }) => ({ title: a.title, count: open.length })))
      : null;
  const questionOffset = areas.slice(0, step).reduce((sum, a) => sum + a.questions.length, 0);

  useEffect(() => saveProgress(progress), [progress]);
  useEffect(() => {
    // Moving between steps puts focus on the new step's heading (not on the first load).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const answer = (questionId: string, value: AnswerValue) => {
    if (Object.keys(progress.answers).length === 0) trackJourney('assessment_started');
    setProgress((current) => ({ ...current, answers: { ...current.answers, [questionId]: value } }));
    setMissing((current) => current.filter((id) => id !== questionId));
  };

  /** Moves to a step; `flagged` questions there show their message. */
  const goTo = (next: number, flagged: string[] = []) => {
    setMissing(flagged);
    setProgress((current) => ({ ...current, step: Math.max(0, Math.min(next, lastStep)) }));
  };

  const next = () => {
    if (!area) return;
    const unanswered = area.questions.filter((q) => !progress.answers[q.id]).map((q) => q.id);
    if (unanswered.length > 0) {
      setMissing(unanswered);
      // After the render that describes the question by its message, so the message is read
      // out as focus arrives.
      requestAnimationFrame(() =>
        document.querySelector<HTMLInputElement>(`fieldset[data-question="${unanswered[0]}"] input`)?.focus(),
      );
      return;
    }
    goTo(step + 1);
  };

  const submission = (values: FormValues, answers: Record<string, AnswerValue>) => ({
    answers,
    email: values.email ? values.email : null,
    sendCopy: values.sendCopy === true,
    website: values.website,
  });

  const send = form.submit({
    schema: submitAssessmentInput,
    input: (values) => submission(values, progress.answers),
    send: (input) => submitAssessment.mutateAsync(input),
    failureText: SUBMIT_ASSESSMENT_ERROR,
    success: (result) => ({
      title: 'Your results are ready',
      description: result.copySent ? 'A copy is on its way to your inbox.' : undefined,
    }),
    onSuccess: (result) => {
      trackJourney('assessment_completed');
      clearProgress();
      void navigate(assessmentResultPath(result.token));
    },
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (unansweredAreas.length === 0) {
      void send(event);
      return;
    }
    event.preventDefault();
    setTriedWithOpenQuestions(true);
    // The schema checks the email fields only once every answer is valid; read them as if
    // all were answered, so a copy asked for without an address is said on this submit too.
    const allAnswered = Object.fromEntries(
      QUESTION_IDS.map((id) => [id, progress.answers[id] ?? ANSWER_VALUES[0]]),
    ) as Record<string, AnswerValue>;
    const parsed = z.safeParse(submitAssessmentInput, submission(form.values, allAnswered));
    const issues = parsed.success ? {} : fieldErrorsFromIssues<string>(parsed.error.issues);
    form.showErrors(Object.fromEntries(Object.entries(issues).filter(([name]) => name in form.values)));
    // The summary of open questions is the first problem on the page.
    requestAnimationFrame(() => form.formErrorRef.current?.focus());
  };

  return (
    <section aria-labelledby="assessment-step-heading" className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>
          Step {step + 1} of {lastStep + 1}
        </p>
        <p aria-live="polite">
          {answered} of {totalQuestions} questions answered
        </p>
      </div>
      <progress
        className="mb-6 block h-2 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        max={totalQuestions}
        value={answered}
        aria-label="Questions answered"
      />
      <ol className="mb-6 flex flex-wrap gap-2 text-xs" aria-label="Steps">
        {areas.map((a, index) => (
          <li key={a.id}>
            <button
              type="button"
              onClick={() => goTo(index)}
              aria-current={index === step ? 'step' : undefined}
              className={cn(
                'rounded-full border border-border px-3 py-1 font-medium',
                index === step ? 'bg-primary text-primary-foreground' : 'bg-background text-foreground',
              )}
            >
              {a.title}
            </button>
          </li>
        ))}
      </ol>

      {area ? (
        <div>
          <h2
            id="assessment-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="mb-4 text-xl font-semibold text-primary outline-none"
          >
            {step + 1}. {area.title}
          </h2>
          <div className="flex flex-col gap-4">
            {area.questions.map((question, index) => (
              <QuestionField
                key={question.id}
                index={questionOffset + index + 1}
                question={question}
                value={progress.answers[question.id]}
                error={missing.includes(question.id)}
                onChange={(value) => answer(question.id, value)}
              />
            ))}
          </div>
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Button type="button" variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            <Button type="button" onClick={next}>
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby="assessment-step-heading" className="flex flex-col gap-5">
          <h2
            id="assessment-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-primary outline-none"
          >
            See your results
          </h2>
          <p className="text-sm text-muted-foreground">
            You have answered {answered} of {totalQuestions} questions. Your answers are scored when you submit them and
            the result gets its own private link you can share with your team.
          </p>
          {unansweredAreas.length > 0 ? (
            <div className="rounded-lg border border-border bg-muted p-4 text-sm">
              <p className="font-medium text-foreground">Some questions are still unanswered:</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {unansweredAreas.map(({ area: a, index, open }) => (
                  <li key={a.id}>
                    <Button type="button" variant="outline" size="sm" onClick={() => goTo(index, open)}>
                      Answer {a.title}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <FormStatus
            formError={unansweredMessage ?? form.formError}
            formErrorRef={form.formErrorRef}
            announcement={form.announcement}
          >
            {unansweredMessage && firstUnanswered ? (
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                onClick={() => goTo(firstUnanswered.index, firstUnanswered.open)}
              >
                Go to {firstUnanswered.area.title}
              </Button>
            ) : null}
          </FormStatus>
          <TextField
            label="Email (optional)"
            type="email"
            inputMode="email"
            autoComplete="email"
            hint="Only needed if you want a copy of the results by email."
            {...form.field('email')}
          />
          <CheckboxField label="Email me a copy of the results" {...form.checkbox('sendCopy')} />
          <HoneypotField value={String(form.values.website)} onChange={form.field('website').onChange} />
          <div className="flex flex-wrap justify-between gap-3">
            <Button type="button" variant="outline" onClick={() => goTo(step - 1)}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            <SubmitButton submitting={form.submitting} sendingLabel="Scoring…" variant="accent">
              See my results
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
