/* Does not compile: x is not declared. */
int main(void) { return x; }
