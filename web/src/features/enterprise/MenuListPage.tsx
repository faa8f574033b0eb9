// /company/menuList: the enterprise-information directory page (see ServicesPage).
export { CompanyMenuPage as default } from './ServicesPage';
