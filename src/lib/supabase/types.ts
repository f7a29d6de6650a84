/** Rows of the customer tables (spec 2 §3, spec 1 §3) as the REST API returns them. */
export interface ProfileRow {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  avatar_url: string | null;
  created_at: string;
}

export type AddressType = 'home' | 'work' | 'other';

/**
 * The street-address parts shared by saved addresses, workplaces and an order's delivery address, as typed in a form
 * ('' = none; the data layer trims them and stores blank optional parts as null).
 */
export interface StreetAddressInput {
  street: string;
  building_number: string;
  stair: string;
  floor: string;
  door_number: string;
  city: string;
  postal_code: string;
}

/** The street address columns saved addresses and workplaces share. */
interface StreetAddressColumns {
  street: string;
  building_number: string;
  stair: string | null;
  floor: string | null;
  door_number: string | null;
  city: string;
  postal_code: string;
  country: string;
}

export interface AddressRow extends StreetAddressColumns {
  id: string;
  user_id: string;
  type: AddressType;
  title: string;
  is_default: boolean;
  details: string | null;
  created_at: string;
}

export type AddressInput = Omit<AddressRow, 'id' | 'user_id' | 'created_at' | 'country'> & { country?: string };

export interface WorkplaceRow extends StreetAddressColumns {
  id: string;
  user_id: string;
  company_name: string;
  monthly_budget: number | string;
  is_active: boolean;
  created_at: string;
}

export type WorkplaceInput = Pick<
  WorkplaceRow,
  'company_name' | 'street' | 'building_number' | 'stair' | 'floor' | 'door_number' | 'city' | 'postal_code'
> & { monthly_budget: number };

export type OrderStatus = 'pending' | 'accepted' | 'preparing' | 'processed' | 'onway' | 'delivered' | 'cancelled';

export interface OrderItemRow {
  id?: string;
  order_id?: string;
  product_name: string;
  quantity: number;
}

export interface OrderRow {
  id: string;
  order_number: string;
  restaurant_id: string | null;
  restaurant_name: string | null;
  status: OrderStatus;
  delivery_type: 'delivery' | 'pickup';
  total: number | string;
  created_at: string;
  delivery_address_street: string | null;
  delivery_address_building_number: string | null;
  delivery_address_postal_code: string | null;
  delivery_address_city: string | null;
  order_items?: OrderItemRow[];
}
