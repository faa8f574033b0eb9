// Where a ledger stands and which statutory limits it has passed (issue 10 §1), from its dates.
import { ledgerInput } from '@portal/contract/ledger';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  derive,
  flagsOf,
  limitsOf,
  stageOf,
  statusOf,
} from '../src/modules/ledger/ledger.road.ts';

const ledger = (l: Record<string, unknown>) => ledgerInput.parse(l);

describe('the road', () => {
  it('stands at the last stage with a date; side states and refusals end or pause it', () => {
    expect(stageOf(ledger({}))).toEqual({ stage: 'RESERVE', since: null });
    expect(stageOf(ledger({ reserveOn: '2025-01-01', reformOn: '2025-06-01' }))).toEqual({
      stage: 'REFORM',
      since: '2025-06-01',
    });
    const overseas = ledger({
      targetBoard: 'OVERSEAS',
      reformOn: '2025-01-01',
      overseasFiledOn: '2025-03-01',
    });
    expect(stageOf(overseas).stage).toBe('OVERSEAS_FILED');
    expect(
      statusOf(ledger({ reformOn: '2025-01-01', suspendedOn: '2025-02-01', suspensionReason: 'OTHER' })),
    ).toBe('SUSPENDED');
    expect(statusOf(ledger({ committeeOn: '2025-02-01', committeeResult: 'FAILED' }))).toBe('TERMINATED');
    // Refused registration: the stage stays at the submission.
    const refused = ledger({
      registrationSubmittedOn: '2025-01-02',
      registrationDecidedOn: '2025-01-20',
      registrationResult: 'REFUSED',
    });
    expect([stageOf(refused).stage, statusOf(refused)]).toEqual(['REGISTRATION_SUBMITTED', 'TERMINATED']);
  });

  it('refuses dates out of order, naming the later field, and exchange dates on the overseas road', () => {
    const bad = ledgerInput.safeParse({ tutoringFiledOn: '2025-05-01', tutoringAcceptedOn: '2025-04-01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['tutoringAcceptedOn']);
    const overseas = ledgerInput.safeParse({ targetBoard: 'OVERSEAS', filedOn: '2025-05-01' });
    expect(overseas.error?.issues.map((i) => i.path.join('.'))).toEqual(['filedOn']);
  });
});

describe('statutory limits', () => {
  it('months keep the day, or the month’s last', () => {
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });

  it('acceptance counts working days across the National Day holiday', () => {
    // Filed 2025-09-29 (Monday): 09-30 is the 1st working day, 10-01..10-08 are off, 10-11 (Sat) is a make-up day.
    const l = ledger({ filedOn: '2025-09-29' });
    const [acceptance] = limitsOf(l, '2025-10-10');
    expect(acceptance).toMatchObject({ limit: 'ACCEPTANCE', open: true, passed: false });
    expect(acceptance!.dueOn > '2025-10-08').toBe(true);
    expect(flagsOf(l, '2025-10-31').map((f) => f.limit)).toEqual(['ACCEPTANCE']);
    expect(flagsOf(ledger({ filedOn: '2025-09-29', acceptedOn: '2025-10-09' }), '2025-12-01')).toEqual([]);
  });

  it('the exchange’s clock stops while a round waits for the reply, whose clock runs instead', () => {
    const waiting = ledger({
      filedOn: '2025-01-02',
      acceptedOn: '2025-01-06',
      inquiries: [{ issuedOn: '2025-02-01' }],
    });
    const running = limitsOf(waiting, '2025-04-20').filter((f) => f.open);
    expect(running.map((f) => f.limit)).toEqual(['REPLIES']);
    expect(running[0]!.dueOn).toBe('2025-05-01');
    // Replied after 60 days: the exchange's 3 months move back by them.
    const replied = ledger({ ...waiting, inquiries: [{ issuedOn: '2025-02-01', repliedOn: '2025-04-02' }] });
    const exchange = limitsOf(replied, '2025-05-01').find((f) => f.limit === 'EXCHANGE_REVIEW')!;
    expect(exchange).toMatchObject({ open: true, dueOn: '2025-06-05', passed: false });
    expect(derive(replied, '2025-07-01')).toMatchObject({
      stage: 'INQUIRY',
      dueLimit: 'EXCHANGE_REVIEW',
      dueOn: '2025-06-05',
    });
  });

  it('the exchange’s clock leaves out a suspension’s days after the resumption too', () => {
    const accepted = { filedOn: '2025-01-02', acceptedOn: '2025-01-06' };
    const plain = limitsOf(ledger(accepted), '2025-02-01').find((f) => f.limit === 'EXCHANGE_REVIEW')!;
    expect(plain.dueOn).toBe('2025-04-06');
    // Suspended for 40 days (financial update), then resumed: the due day moves back by 40.
    const resumed = ledger({
      ...accepted,
      suspendedOn: '2025-02-01',
      suspensionReason: 'FINANCIAL_UPDATE',
      resumedOn: '2025-03-13',
    });
    expect(derive(resumed, '2025-03-20')).toMatchObject({
      status: 'ACTIVE',
      dueLimit: 'EXCHANGE_REVIEW',
      dueOn: '2025-05-16',
    });
    // Past the plain day but within the extended one: not flagged.
    expect(flagsOf(resumed, '2025-05-01')).toEqual([]);
    expect(flagsOf(resumed, '2025-05-17').map((f) => f.limit)).toEqual(['EXCHANGE_REVIEW']);
    // A round waiting for the reply during the suspension is not taken off twice.
    const waitingToo = ledger({
      ...accepted,
      inquiries: [{ issuedOn: '2025-02-01', repliedOn: '2025-03-03' }],
      suspendedOn: '2025-02-11',
      suspensionReason: 'FINANCIAL_UPDATE',
      resumedOn: '2025-03-13',
    });
    // 30 reply days + the 10 suspended days after the reply = 40 again.
    expect(derive(waitingToo, '2025-03-20').dueOn).toBe('2025-05-16');
    // A committee reached after the resumption is judged against the extended day.
    const decided = ledger({
      ...resumed,
      inquiries: [{ issuedOn: '2025-03-20', repliedOn: '2025-03-25' }],
      committeeOn: '2025-05-10',
    });
    expect(derive(decided, '2025-05-11').broken).toEqual([]);
  });

  it('a tutoring accepted before 3 months is broken for good; a suspended road runs no clock', () => {
    const early = ledger({ tutoringFiledOn: '2025-01-10', tutoringAcceptedOn: '2025-03-01' });
    expect(derive(early, '2025-03-02').broken).toEqual(['TUTORING_MIN']);
    const paused = ledger({
      filedOn: '2025-01-02',
      suspendedOn: '2025-01-03',
      suspensionReason: 'FINANCIAL_UPDATE',
    });
    expect(derive(paused, '2026-01-01')).toMatchObject({ status: 'SUSPENDED', dueOn: null, broken: [] });
  });
});
