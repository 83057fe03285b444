export { loadEventContent } from './events.content';
export { EVENTS_CHANGED_CHANNEL, type EventControls } from './events.controls';
export { amountWorth, costReport, definitionOf, loadDefinitions, type Worth } from './events.cost';
export { type Calendar, type EventDef, type MechanicSpec, takesPerDay } from './events.engine';
export { createEventsModule, type EventsModule, eventsModule } from './events.module';
export { TYPICAL_DAY, tokensPerDay } from './events.tokens';
export { createGuess, GuessRefused, guessTerms, type Settled, settleGuess } from './mechanics/guess/guess.settle';
export { MECHANIC_SPECS } from './mechanics/registry';
export { exportSurvey } from './survey.export';
