/** Loads every type file (each registers itself on the builder) and builds the schema. */
import { builder } from '../builder';
import './options';
import './media';
import './registration';
import './diploma';
import './disciplinary-measure';
import './training-advice';
import './professional-request';
import './reenter-request';
import './branch-switch-request';
import './target-switch-request';
import './user-detail';
import './professional-detail';
import './company-employee-detail';
import './educator-employee-detail';
import './user';
import './portal-init';
import './login-result';
import './login';
import './login-as';
import './logout';
import './professional-dashboard';

export const schema = builder.toSchema({ sortSchema: true });
