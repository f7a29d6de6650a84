/**
 * Recommend a restaurant (spec 3 §2.4, §3, §5): name, category and city are required (native `required` in the
 * form); everything else is optional and stored as null when empty. Stored in vendor_recommendations.
 */
import { z } from 'zod';
import { RECOMMENDATION_CATEGORIES, RECOMMENDATION_CITIES } from './constants.ts';
import { choice, optionalEmail, optionalPhone, optionalPostalCode, optionalText, optionalWebsite, requiredText } from './fields.ts';
import { FORM_ERRORS as E } from './messages.ts';

export const vendorRecommendationSchema = z.object({
  vendorName: requiredText(200, E.vendorNameRequired),
  vendorAddress: optionalText(300),
  vendorPhone: optionalPhone,
  vendorWebsite: optionalWebsite(500),
  category: choice(RECOMMENDATION_CATEGORIES, E.categoryRequired),
  description: optionalText(5000),
  recommenderName: optionalText(200),
  recommenderEmail: optionalEmail,
  city: choice(RECOMMENDATION_CITIES, E.cityRequired),
  postalCode: optionalPostalCode,
});

export type VendorRecommendationForm = z.input<typeof vendorRecommendationSchema>;
export type VendorRecommendation = z.output<typeof vendorRecommendationSchema>;

export const EMPTY_VENDOR_RECOMMENDATION: VendorRecommendationForm = {
  vendorName: '', vendorAddress: '', vendorPhone: '', vendorWebsite: '', category: '', description: '',
  recommenderName: '', recommenderEmail: '', city: '', postalCode: '',
};
