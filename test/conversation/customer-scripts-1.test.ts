import { describeCustomerScripts } from './customer-scripts.js';

describeCustomerScripts(1);
