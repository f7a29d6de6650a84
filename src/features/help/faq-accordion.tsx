/** The FAQ sections as an accordion: one section open at a time, one question open per section (faq-state.ts). */
import { useTranslation } from 'react-i18next';
import { FAQ_SECTIONS, type FaqQuestionId, type FaqSectionId } from './faq-data.ts';
import { FaqQuestion } from './faq-question.tsx';
import type { FaqState } from './faq-state.ts';

export interface FaqAccordionProps {
  state: FaqState;
  onToggleSection: (id: FaqSectionId) => void;
  onToggleQuestion: (id: FaqQuestionId) => void;
  email: string;
}

export function FaqAccordion({ state, onToggleSection, onToggleQuestion, email }: FaqAccordionProps) {
  const { t } = useTranslation('help');
  return (
    <div className="faq-sections">
      {FAQ_SECTIONS.map((section) => {
        const open = state.section === section.id;
        const buttonId = `faq-section-${section.id}`;
        const panelId = `faq-panel-${section.id}`;
        return (
          <section key={section.id} className={`faq-section card-surface${open ? ' faq-section--open' : ''}`}>
            <h2 className="faq-section__heading">
              <button
                type="button"
                id={buttonId}
                className="faq-section__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggleSection(section.id)}
              >
                <span className="faq-section__title">{t(`sections.${section.id}` as const)}</span>
                <span className="faq-section__count">{t('questionCount', { count: section.questions.length })}</span>
                <span className="faq-chevron" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-section__panel" hidden={!open}>
              {section.questions.map((id) => (
                <FaqQuestion key={id} id={id} open={state.questions[section.id] === id} onToggle={onToggleQuestion} email={email} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
