/* A case with two pairs: checks-can-fail must say that a case is one pair. */
#include "once.h"
int flag;
void plain_wait(void) { while (!flag) ; }
void once_wait(void) { while (!ACCESS_ONCE(flag)) ; }
void plain_set(void) { flag = 1; }
void once_set(void) { WRITE_ONCE(flag, 1); }
