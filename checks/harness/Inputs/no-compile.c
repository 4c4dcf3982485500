/* A case with a syntax error: every config says so in one line, and the rest of the suite runs. */
int flag;
void plain_wait(void) { while (!flag) }
void once_wait(void) { }
