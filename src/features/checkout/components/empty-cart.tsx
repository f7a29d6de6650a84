/** The cart and checkout pages with nothing in the cart: a heading, a message and a way back to the restaurants. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function EmptyCart({ pageClass, title, message, testId }: { pageClass: string; title: string; message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={`page ${pageClass}`}>
      <h1>{title}</h1>
      <div className="empty-state" data-testid={testId}>
        <p>{message}</p>
        <Link to="/restaurants" className="btn btn--primary">
          {t('cart.browseRestaurants')}
        </Link>
      </div>
    </div>
  );
}
