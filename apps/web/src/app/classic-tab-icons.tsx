// The classic set's own tab icons, loaded only by a user who chose that set: the first screens do not carry them.
export { AppstoreOutline as DiscoverIcon, TeamOutline as ContactsIcon } from 'antd-mobile-icons';
