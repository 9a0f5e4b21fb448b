import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

describe('Tooltip', () => {
  it('works without an app-level provider and opens on keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <TooltipTrigger>Weight cap</TooltipTrigger>
        <TooltipContent>No company may exceed 15% of the index.</TooltipContent>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No company may exceed 15% of the index.');
  });
});
