import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import { AgentNumberStep, AgentPlans } from './agent-number-step.tsx';
import { routeApi } from './route-api.test-support.ts';

beforeAll(() => loadAgencyTexts('de'));
afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));

describe('AgentNumberStep', () => {
  it('asks for the number, then hands on the agency plans of a known one', async () => {
    const plans = [{ Name: 'Sommer', ProduktId: null, ProduktName: null, WertCent: 2500 }];
    const api = routeApi({ 'GET agentur/praemienplan/agent/B-1001': { status: 200, body: plans } });
    const onKnown = vi.fn();
    render(<AgentNumberStep isKnown={async () => true} onKnown={onKnown} />);
    submit();
    expect(await screen.findByText('Ihre Agentennummer ist ein Pflichtfeld')).toBeTruthy();
    expect(api.sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Ihre Agentennummer'), { target: { value: ' B-1001 ' } });
    submit();
    await waitFor(() => expect(onKnown).toHaveBeenCalledWith({ number: 'B-1001', plans }));
  });

  it('refuses an unknown number at the field', async () => {
    const api = routeApi({});
    const onKnown = vi.fn();
    const asked: string[] = [];
    const isKnown = async (agentNumber: string) => {
      asked.push(agentNumber);
      return false;
    };
    render(<AgentNumberStep isKnown={isKnown} onKnown={onKnown} />);
    const field = screen.getByLabelText('Ihre Agentennummer');
    fireEvent.change(field, { target: { value: 'X-1' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(
      document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe('Diese Agentennummer ist nicht bekannt.');
    expect(onKnown).not.toHaveBeenCalled();
    expect(asked).toEqual(['X-1']);
    expect(api.sent).toEqual([]);
  });

  it('goes on when it cannot tell (the recommendation checks the number itself)', async () => {
    routeApi({ 'GET agentur/praemienplan/agent/B-1001': { status: 200, body: [] } });
    const onKnown = vi.fn();
    render(<AgentNumberStep isKnown={async () => null} onKnown={onKnown} />);
    fireEvent.change(screen.getByLabelText('Ihre Agentennummer'), { target: { value: 'B-1001' } });
    submit();
    await waitFor(() => expect(onKnown).toHaveBeenCalledWith({ number: 'B-1001', plans: [] }));
  });
});

describe('AgentPlans', () => {
  it('names each plan with its value and product', () => {
    render(
      <AgentPlans
        plans={[
          { Name: 'Sommer', ProduktId: null, ProduktName: null, WertCent: 2500 },
          { Name: 'DSL extra', ProduktId: 3, ProduktName: 'DSL 100', WertCent: 1250 },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sommer: 25,00\u00a0€ je Auftrag für alle Produkte',
      'DSL extra: 12,50\u00a0€ je Auftrag für DSL 100',
    ]);
  });

  it('says when no plan applies', () => {
    render(<AgentPlans plans={[]} />);
    expect(screen.getByText('Für Ihre Agentur gilt zurzeit kein Prämienplan.')).toBeTruthy();
  });
});
